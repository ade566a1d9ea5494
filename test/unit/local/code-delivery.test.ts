import { describe, expect, it } from 'vitest';
import {
  type CodeDelivery,
  codeDeliveryReader,
  recoveryCodeLine,
  recoveryCodesIn,
} from '#local/code-delivery';

/** The record local/cognito-local.mjs writes for a code (cognito-local 5.3's box, as captured from it). */
function emulatorLog(
  operation: string,
  destination: string,
  code: string,
  label = 'Confirmation Code Delivery',
): string {
  const width = 55;
  const row = (text: string) => `│${`   ${text}`.padEnd(width)}│`;
  const box = [
    `╭${'─'.repeat(width)}╮`,
    row(''),
    row(label),
    row(''),
    row('Username:    9fdd657a-d7f4-410a-895d-1ad532a651fa'),
    row(`Destination: ${destination}`),
    row(`Code:        ${code}`),
    row(''),
    `╰${'─'.repeat(width)}╯`,
  ].join('\n');
  const record = {
    level: 30,
    time: 1795708588660,
    pid: 31495,
    hostname: 'vm',
    reqId: '6b1ef474',
    target: operation,
    msg: box,
  };
  return `${JSON.stringify(record)}\n`;
}

function read(chunks: readonly string[]): CodeDelivery[] {
  const deliveries: CodeDelivery[] = [];
  const feed = codeDeliveryReader((delivery) => deliveries.push(delivery));
  for (const chunk of chunks) feed(chunk);
  return deliveries;
}

describe('reading the codes cognito-local logs (it has no mail)', () => {
  it('reports the operation, the destination and the code of each delivery box', () => {
    const log = [
      '{"level":30,"time":1795708588660,"msg":"Cognito Local running on http://127.0.0.1:41761"}\n',
      emulatorLog('SignUp', 'ana@exemplo.com', '347897'),
      emulatorLog('ForgotPassword', 'ana@exemplo.com', '012345'),
    ].join('');
    expect(read([log])).toEqual([
      { operation: 'SignUp', destination: 'ana@exemplo.com', code: '347897' },
      { operation: 'ForgotPassword', destination: 'ana@exemplo.com', code: '012345' },
    ]);
  });

  it('reads a box drawn in colour (FORCE_COLOR in the environment)', () => {
    const plain = emulatorLog('ForgotPassword', 'cor@exemplo.com', '424242');
    const coloured = plain.replace(/[│╭╮╰╯]/g, (border) => `\\u001b[33m${border}\\u001b[39m`);
    expect(coloured).not.toBe(plain);
    expect(read([coloured])).toEqual([
      { operation: 'ForgotPassword', destination: 'cor@exemplo.com', code: '424242' },
    ]);
  });

  it('reads a box split across chunks at any point', () => {
    const log = emulatorLog('ForgotPassword', 'bia@exemplo.com', '654321');
    for (let cut = 1; cut < log.length; cut += 7) {
      expect(read([log.slice(0, cut), log.slice(cut)]), `cut at ${cut}`).toEqual([
        { operation: 'ForgotPassword', destination: 'bia@exemplo.com', code: '654321' },
      ]);
    }
  });

  it('reports nothing for other records, other boxes or a record cut short', () => {
    const starting = '{"level":30,"time":1,"msg":"Cognito Local running on http://127.0.0.1:9329"}\n';
    const other = emulatorLog('SignUp', 'x@exemplo.com', '111111', 'Something else');
    const truncated = emulatorLog('ForgotPassword', 'y@exemplo.com', '222222').slice(0, 300);
    expect(read([starting, other, truncated])).toEqual([]);
    expect(read([starting, 'not json Confirmation Code Delivery\n'])).toEqual([]);
  });
});

describe('the recovery code in the console', () => {
  it('is one line naming the e-mail, found again by e-mail in any case, oldest first', () => {
    const output = [
      'Categoriza em modo local: http://localhost:3000\n',
      recoveryCodeLine('Ana@Exemplo.com', '123456'),
      recoveryCodeLine('outra@exemplo.com', '999999'),
      recoveryCodeLine('ana@exemplo.com', '654321'),
    ].join('');
    expect(recoveryCodeLine('ana@exemplo.com', '123456')).toBe(
      '  [e-mail para ana@exemplo.com] Código de recuperação de senha: 123456\n',
    );
    expect(recoveryCodesIn(output, 'ANA@exemplo.com')).toEqual(['123456', '654321']);
    expect(recoveryCodesIn(output, 'ninguem@exemplo.com')).toEqual([]);
  });
});
