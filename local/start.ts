/**
 * `npm start`: the product on this machine, no AWS account, no network (README: "Local mode").
 * Flags: --no-build (serve the existing frontend build as is). Settings: local/config.ts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type LocalCategorization, readLocalConfig } from './config.ts';
import { ensureFrontendBuilt, FRONTEND_DIST } from './frontend-build.ts';
import { PortInUseError, startLocalMode } from './local-mode.ts';

const startedAt = performance.now();

function describeCategorization(c: LocalCategorization): string {
  if (c.mode === 'local') return 'motor offline';
  return `${c.mode}, modelo ${c.modelId} em ${c.endpoint ?? 'Bedrock (AWS)'}`;
}
const config = readLocalConfig();
const write = (line: string) => process.stdout.write(line);

const frontendDir = config.frontendDir ?? FRONTEND_DIST;

try {
  if (!config.frontendDir && !process.argv.includes('--no-build')) await ensureFrontendBuilt(write);
  if (!existsSync(join(frontendDir, 'index.html'))) {
    throw new Error(
      'O frontend não está compilado (frontend/dist). Rode `npm run build` ou tire --no-build.',
    );
  }
  const local = await startLocalMode({
    port: config.port,
    dataDir: config.dataDir,
    frontendDir,
    freePlanLimit: config.freePlanLimit,
    categorization: config.categorization,
    contact: config.contact,
    log: process.env.DEBUG ? write : undefined,
    // No mail in local mode: a password recovery code is printed here, as the e-mail would carry it.
    mail: write,
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  write(
    [
      '',
      `  Categoriza em modo local: http://localhost:${local.port}  (pronto em ${seconds} s)`,
      `  Dados em ${config.dataDir} (usuários e histórico ficam entre execuções)`,
      `  Categorização: ${describeCategorization(config.categorization)}`,
      '  Ctrl-C para parar.',
      '',
      '',
    ].join('\n'),
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    write('\nParando o modo local...\n');
    await local.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof PortInUseError) {
    console.error(
      `\n  ${error.message} Pare o outro processo ou escolha outra porta: PORT=${error.port + 1} npm start\n`,
    );
  } else if (/LOCK|lock/.test(String((error as Error).message))) {
    console.error(
      `\n  Os dados em ${config.dataDir} já estão em uso por outro modo local. Pare-o ou use DATA_DIR=outra-pasta npm start.\n`,
    );
  } else {
    console.error('\n  Não foi possível iniciar o modo local:', (error as Error).message, '\n');
  }
  process.exit(1);
}
