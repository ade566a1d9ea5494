/**
 * `npm run deploy:check [-- -c key=value ...]`: checks an AWS account before `npm run deploy` (needs AWS
 * credentials in the shell): CDK bootstrap, the Bedrock model's lifecycle and access, one tiny Converse call.
 * Takes the same `-c` settings as the deploy (stage, region, bedrockModelId, ...). Exit code 1 when something
 * must be fixed first. docs/deploy.md explains each answer.
 */
import { BedrockClient } from '@aws-sdk/client-bedrock';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SSMClient } from '@aws-sdk/client-ssm';
import { STSClient } from '@aws-sdk/client-sts';
import { readStageConfig } from '../infra/config.ts';
import { runPreflight } from './deploy/preflight.ts';

const context: Record<string, string> = {};
const argv = process.argv.slice(2);
for (let k = 0; k < argv.length; k++) {
  if (argv[k] === '-c' || argv[k] === '--context') {
    const [key = '', ...value] = (argv[++k] ?? '').split('=');
    context[key] = value.join('=');
  }
}

try {
  const config = readStageConfig((key) => context[key]);
  const region = config.region;
  const results = await runPreflight(config, {
    sts: new STSClient({ region }),
    ssm: new SSMClient({ region }),
    lambda: new LambdaClient({ region }),
    bedrock: new BedrockClient({ region }),
    runtime: new BedrockRuntimeClient({ region }),
  });
  process.stdout.write(`\nCategoriza: verificação antes do deploy (${config.stage}, ${region})\n\n`);
  for (const result of results) {
    process.stdout.write(`  ${result.ok ? '✔' : '✖'} ${result.title}: ${result.detail}\n`);
  }
  const failed = results.filter((result) => !result.ok).length;
  process.stdout.write(
    failed === 0
      ? '\nTudo pronto: npm run deploy\n\n'
      : `\n${failed} item(ns) a resolver antes do deploy.\n\n`,
  );
  process.exitCode = failed === 0 ? 0 : 1;
} catch (error) {
  process.stderr.write(`\n${(error as Error).message}\n\n`);
  process.exitCode = 2;
}
