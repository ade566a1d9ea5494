/**
 * cognito-local, started as its own command (`cognito-local/lib/bin/start.js`) starts it, with one difference:
 * each log record is written at once, as a JSON line. The command's pretty printer (and pino's own stdout
 * destination) can hold a record back until the next one is written, and the codes the emulator "e-mails" are
 * log records (its ConsoleMessageSender): a recovery code would show up only after the next request. Plain
 * JavaScript: it runs in a child process without tsx (local/cognito-emulator.ts).
 */
import { createRequire } from 'node:module';

const require = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
const pino = require('pino');
const { createDefaultServer } = require('cognito-local/lib/server');

// process.stdout writes at once (synchronously to a pipe on Linux): the record is out before the response is.
const logger = pino(
  { level: process.env.DEBUG ? 'debug' : 'info' },
  { write: (record) => process.stdout.write(record) },
);

try {
  const server = await (await createDefaultServer(logger)).start();
  const address = server.address();
  logger.info(`Cognito Local running on http://${address.address}:${address.port}`);
} catch (error) {
  logger.error(error);
  process.exit(1);
}
