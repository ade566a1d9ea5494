import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { isDevStage, type StageConfig } from './config.ts';
import { Api } from './constructs/api.ts';
import { Auth } from './constructs/auth.ts';
import { Data } from './constructs/data.ts';
import { Functions } from './constructs/functions.ts';
import { HANDLERS_DIR } from './constructs/handler-function.ts';
import { Jobs } from './constructs/jobs.ts';
import { Observability } from './constructs/observability.ts';
import { Web } from './constructs/web.ts';

export interface CategorizaStackProps extends StackProps {
  readonly config: StageConfig;
  /** The frontend build folder (frontend/dist); tests pass a folder with a stub index.html. */
  readonly webBuildPath: string;
  /** Where the handler modules live; lambdas/handlers unless a test points it at stubs. */
  readonly handlersDir?: string;
  /** The distribution's web ACL, from the us-east-1 edge stack (CategorizaEdgeStack), when WAF is on. */
  readonly webAclArn?: string;
}

/** The whole product in one stack: it only composes the constructs, one per concern. */
export class CategorizaStack extends Stack {
  public readonly auth: Auth;
  public readonly data: Data;
  public readonly functions: Functions;
  public readonly jobs: Jobs;
  public readonly api: Api;
  public readonly web: Web;
  public readonly observability: Observability;

  constructor(scope: Construct, id: string, props: CategorizaStackProps) {
    super(scope, id, { ...props, crossRegionReferences: props.webAclArn !== undefined });
    const { config } = props;
    const handlersDir = props.handlersDir ?? HANDLERS_DIR;
    const destroyOnRemoval = isDevStage(config);
    // Logs: long enough to investigate an incident in production, short (and cheap) elsewhere.
    const logRetention = config.stage === 'prod' ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS;

    this.auth = new Auth(this, 'Auth', { waf: config.waf, destroyOnRemoval, logRetention, handlersDir });
    this.data = new Data(this, 'Data', { destroyOnRemoval });
    this.functions = new Functions(this, 'Functions', {
      config,
      table: this.data.table,
      userPool: this.auth.userPool,
      logRetention,
      destroyOnRemoval,
      handlersDir,
    });
    this.jobs = new Jobs(this, 'Jobs', {
      config,
      table: this.data.table,
      functions: this.functions,
      logRetention,
      destroyOnRemoval,
      handlersDir,
    });
    this.api = new Api(this, 'Api', {
      stage: config.stage,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      functions: this.functions,
      logRetention,
      destroyOnRemoval,
    });
    this.web = new Web(this, 'Web', {
      buildPath: props.webBuildPath,
      apiDomainName: this.api.domainName,
      destroyOnRemoval,
      ...(props.webAclArn ? { webAclArn: props.webAclArn } : {}),
      runtimeConfig: {
        stage: config.stage,
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.userPoolClient.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        apiBaseUrl: '/api',
        contactEmail: config.contactEmail,
        controllerName: config.controllerName,
      },
    });
    this.observability = new Observability(this, 'Observability', {
      functions: new Map([
        ['PreSignUp', this.auth.preSignUp.function],
        ...[...this.functions.all, ...this.jobs.all].map((fn) => [fn.node.id, fn.function] as const),
      ]),
      jobDeadLetters: this.jobs.queues['dead-letters'],
      apiStage: this.api.stage,
      watchModel: config.categorizationMode !== 'local',
      alarmEmail: config.alarmEmail,
    });

    new CfnOutput(this, 'SiteUrl', {
      description: 'The app (and the API under /api)',
      value: `https://${this.web.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'WebBucketName', { value: this.web.bucket.bucketName });
    new CfnOutput(this, 'ApiEndpoint', {
      description: 'Direct execute-api endpoint (the app uses /api on the site instead)',
      value: this.api.httpApi.apiEndpoint,
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'JobsBucketName', { value: this.jobs.bucket.bucketName });
    new CfnOutput(this, 'JobDeadLettersQueueUrl', { value: this.jobs.queues['dead-letters'].queueUrl });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.observability.alarmTopic.topicArn });
  }
}
