import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#lambdas/routes';
import { TABLE_KEY, TTL_ATTRIBUTE } from '#lambdas/table';
import { ENTRY_CACHE_CONTROL, HASHED_ASSET_CACHE_CONTROL, HASHED_ASSETS_DIR } from '#shared/cache-policy';
import { RuntimeConfigSchema } from '#shared/runtime-config';
import { DEFAULT_SITE_CONTACT } from '#shared/site-contact';
import type { CategorizaStack } from '../../infra/categoriza-stack.ts';
import { DEFAULT_BEDROCK_MODEL_ID } from '../../infra/config.ts';
import { HANDLER_SIZING } from '../../infra/constructs/functions.ts';
import { SPA_REWRITE_CODE } from '../../infra/constructs/web.ts';
import { buildStack } from './build-stack.ts';

/** Synthesized CloudFormation, navigated freely: the assertions themselves check the shapes. */
// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON has no useful static type here.
type Cfn = Record<string, any>;
type Resource = { Type: string; Properties: Cfn; DeletionPolicy?: string };

// CloudFront managed policies (ids are fixed by AWS).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let stack: CategorizaStack;
let template: Template;
let assemblyDir: string;

beforeAll(() => {
  const built = buildStack({ stage: 'dev' });
  stack = built.stack;
  template = Template.fromStack(stack);
  assemblyDir = built.app.synth().directory;
});

const resources = (type: string): [string, Resource][] =>
  Object.entries(template.findResources(type)) as [string, Resource][];
const logicalId = (construct: { node: { defaultChild?: unknown } }): string =>
  stack.getLogicalId(construct.node.defaultChild as never);

/** Every statement of every policy attached to a role, by the role's logical id. */
function statementsOfRole(roleLogicalId: string): { Action: string | string[]; Resource: unknown }[] {
  return resources('AWS::IAM::Policy')
    .filter(([, policy]) =>
      policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleLogicalId),
    )
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
}
const actionsOf = (statements: { Action: string | string[] }[]): string[] =>
  statements.flatMap((statement) => statement.Action).sort();

describe('auth', () => {
  it('signs in by e-mail, case-insensitively, with self sign-up and the PreSignUp trigger', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [logicalId(stack.auth.preSignUp.function), 'Arn'] } },
    });
  });

  it('enforces the spec §5 password policy: 8+ characters with upper case, lower case and a digit', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: false,
        }),
      },
    });
  });

  it('has a secretless web client with SRP only, no user-existence errors, set token lifetimes', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      PreventUserExistenceErrors: 'ENABLED',
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('turns OAuth off on the web client: no implicit or code grant, no callback, no hosted UI', () => {
    const [[, client] = []] = resources('AWS::Cognito::UserPoolClient');
    expect(client?.Properties.AllowedOAuthFlowsUserPoolClient).toBe(false);
    expect(client?.Properties.AllowedOAuthFlows).toBeUndefined();
    expect(client?.Properties.CallbackURLs).toBeUndefined();
    expect(JSON.stringify(client)).not.toContain('example.com');
  });
});

describe('data', () => {
  it('is one on-demand table with the shared key schema, PITR, encryption and the TTL attribute', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      // SSEEnabled without a key: the AWS-managed KMS key (aws/dynamodb).
      SSESpecification: { SSEEnabled: true },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
  });

  it('is destroyed with a dev stack', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });
});

describe('api', () => {
  it('has exactly the routes of the route table', () => {
    const routeKeys = resources('AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties.RouteKey);
    expect(routeKeys.sort()).toEqual(ROUTES.map((route) => `${route.method} ${route.path}`).sort());
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: JWT authorizer exactly when the route table says so',
    (routeKey, route) => {
      const [, resource] =
        resources('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === routeKey) ?? [];
      expect(resource).toBeDefined();
      if (route.auth === 'user') {
        expect(resource?.Properties.AuthorizationType).toBe('JWT');
        expect(resource?.Properties.AuthorizerId).toBeDefined();
      } else if (route.auth === 'apiKey') {
        expect(resource?.Properties.AuthorizationType).toBe('CUSTOM');
        expect(resource?.Properties.AuthorizerId).toBeDefined();
      } else {
        expect(['health', 'get-openapi']).toContain(route.handler);
        expect(resource?.Properties.AuthorizationType).toBe('NONE');
      }
      const integration = resources('AWS::ApiGatewayV2::Integration').find(
        ([id]) => id === resource?.Properties.Target['Fn::Join'][1][1].Ref,
      );
      expect(JSON.stringify(integration?.[1].Properties.IntegrationUri)).toContain(
        logicalId(stack.functions.get(route.handler).function),
      );
    },
  );

  it('authorizes with the user pool, for the web client only', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: logicalId(stack.auth.userPoolClient) }],
        Issuer: Match.objectLike({
          'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp('cognito-idp')])]),
        }),
      },
    });
  });

  it('authorizes /v1 with the API-key Lambda authorizer: simple answers cached under a minute, reading only key lookups', () => {
    const authorizerFn = logicalId(stack.functions.apiKeyAuthorizer.function);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Authorization'],
      AuthorizerResultTtlInSeconds: 30,
      AuthorizerUri: Match.objectLike({
        'Fn::Join': Match.arrayWith([
          Match.arrayWith([Match.objectLike({ 'Fn::GetAtt': [authorizerFn, 'Arn'] })]),
        ]),
      }),
    });
    // Its role reads the lookup items and nothing else: no write, no query, no other partition.
    const role = stack.functions.apiKeyAuthorizer.role;
    const policies = resources('AWS::IAM::Policy').filter(([, policy]) =>
      JSON.stringify(policy.Properties.Roles).includes(logicalId(role)),
    );
    const statements = policies.flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
    const tableStatements = statements.filter((statement: { Action: string | string[] }) =>
      [statement.Action].flat().some((action) => action.startsWith('dynamodb:')),
    );
    expect(tableStatements).toEqual([
      expect.objectContaining({
        Action: 'dynamodb:GetItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['APIKEYHASH#*'] } },
      }),
    ]);
  });

  it('has no CORS (same origin through CloudFront), default throttling and a JSON access log', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.absent(),
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [logicalId(stack.api.accessLogs), 'Arn'] },
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
  });

  it('writes access logs to a group under /aws/vendedlogs/ (no growth of the account log policy)', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: '/aws/vendedlogs/categoriza-dev/api-access',
    });
  });
});

describe('functions', () => {
  const handlerFunctions = () => [
    ['pre-sign-up', stack.auth.preSignUp] as const,
    ...[...stack.functions.byHandler].map(([name, fn]) => [name, fn] as const),
  ];

  it('has one function per handler of the route table, plus the PreSignUp trigger', () => {
    expect([...stack.functions.byHandler.keys()].sort()).toEqual(
      [...new Set(ROUTES.map((r) => r.handler))].sort(),
    );
  });

  it('runs every handler on Node.js 22 or newer, on ARM64, with source maps enabled', () => {
    for (const [, fn] of handlerFunctions()) {
      const props = template.toJSON().Resources[logicalId(fn.function)].Properties;
      expect(Number(/^nodejs(\d+)\.x$/.exec(props.Runtime)?.[1])).toBeGreaterThanOrEqual(22);
      expect(props.Architectures).toEqual(['arm64']);
      expect(props.Handler).toBe('index.handler');
      expect(props.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
      expect(props.LoggingConfig.LogGroup).toEqual({ Ref: logicalId(fn.logGroup) });
    }
  });

  it('sizes each API function as documented and gives it the variables lambdas/config.ts reads', () => {
    for (const [handler, fn] of stack.functions.byHandler) {
      const props = template.toJSON().Resources[logicalId(fn.function)].Properties;
      expect(props.MemorySize).toBe(HANDLER_SIZING[handler].memorySize);
      expect(props.Timeout).toBe(HANDLER_SIZING[handler].timeout.toSeconds());
      expect(props.Timeout).toBeLessThan(30); // under HTTP API's integration timeout
      expect(props.Environment.Variables).toMatchObject({
        TABLE_NAME: { Ref: logicalId(stack.data.table) },
        CATEGORIZATION_MODE: 'hybrid',
        BEDROCK_MODEL_ID: DEFAULT_BEDROCK_MODEL_ID,
        FREE_PLAN_LIMIT: '1000',
        RETENTION_DAYS: '365',
        POWERTOOLS_SERVICE_NAME: expect.any(String),
        POWERTOOLS_LOG_LEVEL: expect.any(String),
      });
    }
  });

  it('gives no handler role a managed policy or a wildcard resource', () => {
    for (const [, fn] of handlerFunctions()) {
      const role = template.toJSON().Resources[logicalId(fn.role)];
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
      for (const statement of statementsOfRole(logicalId(fn.role))) {
        // Key patterns of the jobs bucket (jobs/*/…) are scoped on purpose: test/infra/jobs.test.ts checks them.
        if (JSON.stringify(statement.Resource).includes(logicalId(stack.jobs.bucket))) continue;
        expect(JSON.stringify(statement.Resource)).not.toMatch(/"\*"|\/\*"/);
      }
    }
  });

  const WRITE_ACTIONS = [
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ];

  it.each(Object.entries(HANDLER_SIZING))('%s has exactly its own access', (handler, sizing) => {
    const fn = stack.functions.get(handler as keyof typeof HANDLER_SIZING);
    const statements = statementsOfRole(logicalId(fn.role));
    const actions = actionsOf(statements);
    // Every function may write its own log group, and only that one.
    const logStatements = statements.filter((s) => actionsOf([s]).every((a) => a.startsWith('logs:')));
    expect(logStatements.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [logicalId(fn.logGroup), 'Arn'] }]);

    const dynamo = actions.filter((action) => action.startsWith('dynamodb:'));
    if (sizing.table === 'none') expect(dynamo).toEqual([]);
    if (sizing.table === 'read') {
      expect(dynamo).toContain('dynamodb:Query');
      expect(dynamo.filter((a) => WRITE_ACTIONS.includes(a))).toEqual([]);
    }
    if (sizing.table === 'read-write')
      expect(dynamo).toEqual(expect.arrayContaining([...WRITE_ACTIONS, 'dynamodb:Query']));

    const bedrock = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('bedrock:')));
    if (sizing.bedrock) {
      expect(bedrock).toHaveLength(1);
      expect(bedrock[0]?.Action).toBe('bedrock:InvokeModel');
      expect(bedrock[0]?.Resource).toEqual({
        'Fn::Join': [
          '',
          [
            'arn:',
            { Ref: 'AWS::Partition' },
            `:bedrock:sa-east-1::foundation-model/${DEFAULT_BEDROCK_MODEL_ID}`,
          ],
        ],
      });
    } else {
      expect(bedrock).toEqual([]);
    }
  });

  it('lets only Cognito invoke the PreSignUp trigger, and it touches no data', () => {
    template.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [logicalId(stack.auth.preSignUp.function), 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
    });
    const actions = actionsOf(statementsOfRole(logicalId(stack.auth.preSignUp.role)));
    expect(actions.every((action) => action.startsWith('logs:'))).toBe(true);
  });
});

describe('web', () => {
  it('keeps the bucket private: public access blocked, SSL enforced, readable only by this distribution', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    const policy = resources('AWS::S3::BucketPolicy').find(
      ([, p]) => p.Properties.Bucket.Ref === logicalId(stack.web.bucket),
    )?.[1];
    const statements = policy?.Properties.PolicyDocument.Statement as Cfn[];
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Action: 's3:GetObject',
        Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() } },
      }),
    );
    const publicAllows = statements.filter(
      (s) => s.Effect === 'Allow' && JSON.stringify(s.Principal).includes('"*"'),
    );
    expect(publicAllows).toEqual([]);
  });

  it('reaches the bucket through origin access control, never an OAI', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    template.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    const origins = distributionConfig().Origins as Cfn[];
    const s3Origin = origins.find((origin) => origin.S3OriginConfig);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    expect(s3Origin?.S3OriginConfig.OriginAccessIdentity).toBe('');
  });

  function distributionConfig(): Cfn {
    const [[, distribution]] = resources('AWS::CloudFront::Distribution') as [[string, Resource]];
    return distribution.Properties.DistributionConfig;
  }

  it('serves HTTPS only and routes /api/* and /v1/* to the HTTP API uncached with the Authorization header', () => {
    const config = distributionConfig();
    const behaviors = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
    for (const behavior of behaviors) expect(behavior.ViewerProtocolPolicy).not.toBe('allow-all');
    // Every prefix of the route table has its behavior.
    const prefixes = [...new Set(ROUTES.map((route) => `/${route.path.split('/')[1]}/*`))].sort();
    expect(config.CacheBehaviors.map((behavior: Cfn) => behavior.PathPattern).sort()).toEqual(prefixes);
    expect(prefixes).toEqual(['/api/*', '/v1/*']);
    for (const api of config.CacheBehaviors) {
      expect(api).toMatchObject({
        ViewerProtocolPolicy: 'https-only',
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        AllowedMethods: expect.arrayContaining(['GET', 'POST', 'OPTIONS']),
      });
      const apiOrigin = config.Origins.find((origin: Cfn) => origin.Id === api.TargetOriginId);
      expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
      expect(JSON.stringify(apiOrigin.DomainName)).toContain(logicalId(stack.api.httpApi));
    }
    // One origin for both.
    expect(new Set(config.CacheBehaviors.map((behavior: Cfn) => behavior.TargetOriginId)).size).toBe(1);
  });

  it('falls back to index.html with a viewer-request function on the bucket only, not with error responses', () => {
    const config = distributionConfig();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    for (const api of config.CacheBehaviors) expect(api.FunctionAssociations).toBeUndefined();
  });

  it.each([
    ['/', '/index.html'],
    ['/dashboard', '/index.html'],
    ['/upload/', '/index.html'],
    ['/some/unknown/page', '/index.html'],
    ['/index.html', '/index.html'],
    ['/config.json', '/config.json'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/favicon.svg', '/favicon.svg'],
  ])('the SPA rewrite maps %s to %s', (uri, expected) => {
    const handler = new Function(`${SPA_REWRITE_CODE}; return handler;`)() as (event: unknown) => {
      uri: string;
    };
    expect(handler({ request: { uri } }).uri).toBe(expected);
  });

  it('sends the security headers on every behavior', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.stringLikeRegexp(
              "default-src 'self'.*script-src 'self';.*connect-src 'self' https://cognito-idp\\.sa-east-1\\.amazonaws\\.com.*img-src 'self' data:.*frame-ancestors 'none'",
            ),
            Override: true,
          },
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: 63072000,
            IncludeSubdomains: true,
          }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      }),
    });
    const config = distributionConfig();
    const policyRef = { Ref: logicalId(stack.web.responseHeadersPolicy) };
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual(policyRef);
    for (const api of config.CacheBehaviors) expect(api.ResponseHeadersPolicyId).toEqual(policyRef);
  });

  it('caches hashed bundles for a year and revalidates the rest, and uploads no precompressed copies', () => {
    const deployments = resources('Custom::CDKBucketDeployment').map(([, d]) => d.Properties);
    const assets = deployments.find((d) => d.DestinationBucketKeyPrefix === `${HASHED_ASSETS_DIR}/`);
    const entry = deployments.find((d) => d.DistributionId);
    expect(assets?.SystemMetadata).toEqual({ 'cache-control': HASHED_ASSET_CACHE_CONTROL });
    expect(entry?.SystemMetadata).toEqual({ 'cache-control': ENTRY_CACHE_CONTROL });
    // Each uploaded source is an asset folder in the cloud assembly: none holds a .br or .gz file.
    const uploaded = deployments.flatMap((d) =>
      (d.SourceObjectKeys as string[]).map((key) =>
        path.join(assemblyDir, `asset.${key.replace(/\.zip$/, '')}`),
      ),
    );
    const files = uploaded.flatMap((dir) =>
      existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [],
    );
    expect(files).toEqual(expect.arrayContaining(['index.html', 'index-abc123.js']));
    expect(files.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('deploys the build and a runtime config.json written from the stack, then invalidates', () => {
    const [[, entry]] = resources('Custom::CDKBucketDeployment').filter(
      ([, d]) => d.Properties.DistributionId,
    ) as [[string, Resource]];
    expect(entry.Properties.DistributionPaths).toEqual(['/*']);
    const markers = entry.Properties.SourceMarkers.find((m: object) => Object.keys(m).length > 0) as Record<
      string,
      unknown
    >;
    const index = entry.Properties.SourceMarkers.indexOf(markers);
    const assetHash = String(entry.Properties.SourceObjectKeys[index]).replace(/\.zip$/, '');
    let json = readFileSync(path.join(assemblyDir, `asset.${assetHash}`, 'config.json'), 'utf8');
    const resolved: Record<string, string> = {};
    for (const [marker, value] of Object.entries(markers)) {
      resolved[marker] = (value as { Ref: string }).Ref;
      json = json.replace(marker, `resolved:${(value as { Ref: string }).Ref}`);
    }
    const config = RuntimeConfigSchema.parse(JSON.parse(json));
    expect(config).toEqual({
      stage: 'dev',
      region: 'sa-east-1',
      userPoolId: `resolved:${logicalId(stack.auth.userPool)}`,
      userPoolClientId: `resolved:${logicalId(stack.auth.userPoolClient)}`,
      authFlowType: 'USER_SRP_AUTH',
      apiBaseUrl: '/api',
      contactEmail: DEFAULT_SITE_CONTACT.contactEmail,
      controllerName: DEFAULT_SITE_CONTACT.controllerName,
    });
    expect(JSON.parse(json)).not.toHaveProperty('userPoolEndpoint');
  });
});

describe('observability', () => {
  it('keeps logs for a set time', () => {
    const groups = resources('AWS::Logs::LogGroup');
    expect(groups.length).toBeGreaterThanOrEqual(9);
    for (const [, group] of groups) expect(group.Properties.RetentionInDays).toBeGreaterThan(0);
  });

  it('alarms on errors and throttles of every function and on API 5xx, to one topic', () => {
    const alarms = resources('AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
    // The HTTP handlers and the API keys' authorizer, the job workers, and Cognito's pre sign-up trigger.
    const functionCount = stack.functions.all.length + stack.jobs.workers.size + 1;
    expect(alarms.filter((a) => a.Namespace === 'AWS/Lambda' && a.MetricName === 'Errors')).toHaveLength(
      functionCount,
    );
    expect(alarms.filter((a) => a.Namespace === 'AWS/Lambda' && a.MetricName === 'Throttles')).toHaveLength(
      functionCount,
    );
    const authorizer = stack.getLogicalId(
      stack.functions.apiKeyAuthorizer.function.node.defaultChild as CfnElement,
    );
    for (const metric of ['Errors', 'Throttles'])
      expect(
        alarms.some(
          (a) => a.MetricName === metric && JSON.stringify(a.Dimensions).includes(`"${authorizer}"`),
        ),
        `${metric} of the API keys' authorizer`,
      ).toBe(true);
    expect(alarms.filter((a) => a.Namespace === 'AWS/ApiGateway' && a.MetricName === '5xx')).toHaveLength(1);
    expect(alarms.filter((a) => a.Namespace === 'Categoriza' && a.MetricName === 'ModelUnavailable')).toEqual(
      [
        expect.objectContaining({
          Dimensions: [{ Name: 'service', Value: 'categoriza-api' }],
          Statistic: 'Sum',
          Threshold: 1,
        }),
      ],
    );
    for (const alarm of alarms) {
      expect(alarm.AlarmActions).toEqual([{ Ref: logicalId(stack.observability.alarmTopic) }]);
    }
  });
});

describe('cost and abuse limits', () => {
  it("caps the functions that call the model (the app's and the API's categorization) with reserved concurrency, and only them", () => {
    const withReserve = resources('AWS::Lambda::Function').filter(
      ([, fn]) => fn.Properties.ReservedConcurrentExecutions !== undefined,
    );
    expect(withReserve.map(([, fn]) => fn.Properties.ReservedConcurrentExecutions)).toEqual([20, 20]);
    expect(withReserve.map(([id]) => id).sort()).toEqual(
      [
        logicalId(stack.functions.get('categorize-transactions').function),
        logicalId(stack.functions.get('api-categorize').function),
      ].sort(),
    );
  });

  it('puts a CloudFront web ACL with per-IP rate rules (all requests, the API) in us-east-1', () => {
    const { app, stack: main, edge } = buildStack({ stage: 'prod' });
    expect(edge?.region).toBe('us-east-1');
    const edgeTemplate = Template.fromStack(edge as NonNullable<typeof edge>);
    edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Name: 'AllRequestsPerIp',
          Action: { Block: {} },
          Statement: { RateBasedStatement: Match.objectLike({ Limit: 2000, AggregateKeyType: 'IP' }) },
        }),
        Match.objectLike({
          Name: 'ApiRequestsPerIp',
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: 600,
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  SearchString: '/api/',
                  PositionalConstraint: 'STARTS_WITH',
                }),
              },
            }),
          },
        }),
      ],
    });
    const distribution = Object.values(
      Template.fromStack(main).findResources('AWS::CloudFront::Distribution'),
    )[0] as Resource;
    expect(distribution.Properties.DistributionConfig.WebACLId).toBeDefined();
    expect(
      app
        .synth()
        .stacks.map((s) => s.stackName)
        .sort(),
    ).toEqual(['Categoriza-prod', 'CategorizaEdge-prod']);
  });

  it('puts a regional web ACL with a per-IP rate rule in front of the user pool', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      Rules: [
        Match.objectLike({
          Name: 'UserPoolRequestsPerIp',
          Statement: { RateBasedStatement: Match.objectLike({ Limit: 300, AggregateKeyType: 'IP' }) },
        }),
      ],
    });
    template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [logicalId(stack.auth.userPool), 'Arn'] },
    });
  });

  it('leaves WAF and the reserve out when the operator turns them off', () => {
    const { stack: bare, edge } = buildStack({ waf: 'false', categorizeConcurrency: '0' });
    const bareTemplate = Template.fromStack(bare);
    expect(edge).toBeUndefined();
    bareTemplate.resourceCountIs('AWS::WAFv2::WebACL', 0);
    bareTemplate.resourceCountIs('AWS::WAFv2::WebACLAssociation', 0);
    for (const fn of Object.values(bareTemplate.findResources('AWS::Lambda::Function')) as Resource[]) {
      expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined();
    }
  });
});
