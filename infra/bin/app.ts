import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { CategorizaStack } from '../categoriza-stack.ts';
import { readStageConfig } from '../config.ts';
import { REPO_ROOT } from '../constructs/handler-function.ts';
import { CategorizaEdgeStack } from '../edge-stack.ts';

const app = new App();
const config = readStageConfig((key) => app.node.tryGetContext(key));

// `-c webBuildPath=<dir>` deploys another build folder; by default the one `npm run build` writes.
const webBuildPath = String(
  app.node.tryGetContext('webBuildPath') ?? path.join(REPO_ROOT, 'frontend', 'dist'),
);

// CloudFront's web ACL can only live in us-east-1: a small stack there, read across regions.
const edge = config.waf
  ? new CategorizaEdgeStack(app, `CategorizaEdge-${config.stage}`, {
      env: { account: config.account, region: 'us-east-1' },
      description: `Categoriza (${config.stage}): CloudFront web ACL (us-east-1)`,
      tags: { project: 'categoriza', stage: config.stage },
    })
  : undefined;

new CategorizaStack(app, `Categoriza-${config.stage}`, {
  config,
  webBuildPath: path.resolve(webBuildPath),
  ...(edge ? { webAclArn: edge.webAclArn } : {}),
  env: { account: config.account, region: config.region },
  description: `Categoriza (${config.stage}): web app, API, auth and data`,
  tags: { project: 'categoriza', stage: config.stage },
});

// AWS Solutions checks run on every synth; any unacknowledged finding fails it.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
