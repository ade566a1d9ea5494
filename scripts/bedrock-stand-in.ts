/**
 * `npm run bedrock:stand-in`: a Converse stand-in on this machine, for trying hybrid or bedrock mode in local mode
 * without AWS. It answers through the tool with the offline engine's pick (so answers look real), and can be told
 * to fail like Bedrock does (STAND_IN=throttle|not-found|access-denied|validation|malformed|hang|server-error).
 *
 *   npm run bedrock:stand-in                       # prints its URL (port 4010 unless PORT is set)
 *   CATEGORIZATION_MODE=hybrid BEDROCK_MODEL_ID=openai.gpt-oss-120b-1:0 BEDROCK_ENDPOINT=<url> npm start
 */
import { type StandInBehaviour, startBedrockStandIn } from '#local/bedrock-stand-in';
import { createEngine } from '#shared/engine/engine';

const engine = createEngine();
const standIn = await startBedrockStandIn({
  port: Number(process.env.PORT ?? 4010),
  pick: (description, categories) => {
    const list = categories.map((name, index) => ({ name, number: index + 1 }));
    return engine.categorize([description], list)[0]?.category ?? categories[0] ?? '';
  },
});
standIn.respondWith((process.env.STAND_IN as StandInBehaviour | undefined) ?? 'answer');
process.stdout.write(`\n  Bedrock stand-in (Converse) em ${standIn.endpoint}  — Ctrl-C para parar.\n\n`);
process.on('SIGINT', () => void standIn.stop().then(() => process.exit(0)));
