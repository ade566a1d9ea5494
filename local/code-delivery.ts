import { stripVTControlCharacters } from 'node:util';

/** A code cognito-local "sent": Cognito would have e-mailed it. */
export interface CodeDelivery {
  /** The Cognito operation that sent it (ForgotPassword, SignUp, ...). */
  readonly operation: string;
  readonly destination: string;
  readonly code: string;
}

/**
 * Reads the emulator's console output (local/cognito-local.mjs: one pino JSON record per line) and reports each
 * code it delivered. cognito-local has no mail: its ConsoleMessageSender logs a "Confirmation Code Delivery" box,
 * one field per line, in a record that names the operation:
 *
 *     {"level":30,...,"target":"ForgotPassword","msg":"╭──────╮\n│   Confirmation Code Delivery   │\n...
 *      │   Destination: ana@exemplo.com │\n│   Code:        347897          │\n...╰──────╯"}
 *
 * Output arrives in chunks that may split records. The box must not be wrapped (local/cognito-emulator.ts gives
 * the emulator wide COLUMNS).
 */
export function codeDeliveryReader(onDelivery: (delivery: CodeDelivery) => void): (chunk: string) => void {
  let pending = '';
  return (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const delivery = deliveryIn(line);
      if (delivery) onDelivery(delivery);
    }
  };
}

function deliveryIn(line: string): CodeDelivery | undefined {
  if (!line.includes('Confirmation Code Delivery')) return undefined;
  let record: { target?: unknown; msg?: unknown };
  try {
    record = JSON.parse(line) as typeof record;
  } catch {
    return undefined;
  }
  if (typeof record.target !== 'string' || typeof record.msg !== 'string') return undefined;
  const box = stripVTControlCharacters(record.msg);
  if (!/^│\s*Confirmation Code Delivery\s*│$/m.test(box)) return undefined;
  const destination = /^│\s*Destination:\s+(\S+)\s*│$/m.exec(box)?.[1];
  const code = /^│\s*Code:\s+(\S+)\s*│$/m.exec(box)?.[1];
  return destination && code ? { operation: record.target, destination, code } : undefined;
}

/** How local mode "e-mails" a password recovery code: one line in the `npm start` console. */
export function recoveryCodeLine(destination: string, code: string): string {
  return `  [e-mail para ${destination}] Código de recuperação de senha: ${code}\n`;
}

/** The recovery codes local mode printed for this e-mail (any case), oldest first. */
export function recoveryCodesIn(output: string, email: string): string[] {
  const codes: string[] = [];
  const target = email.trim().toLowerCase();
  for (const [, destination = '', code = ''] of output.matchAll(
    /\[e-mail para (\S+)\] Código de recuperação de senha: (\S+)/g,
  )) {
    if (destination.toLowerCase() === target) codes.push(code);
  }
  return codes;
}
