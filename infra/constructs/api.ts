import { Duration, Fn, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import {
  HttpLambdaAuthorizer,
  HttpLambdaResponseType,
  HttpUserPoolAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_KEY_AUTHORIZER_CACHE_SECONDS, type HandlerName, ROUTES } from '#lambdas/routes';
import type { Functions } from './functions.ts';

export interface ApiProps {
  /** Names the access-log group: `/aws/vendedlogs/categoriza-<stage>/api-access`. */
  readonly stage: string;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly functions: Functions;
  readonly logRetention: RetentionDays;
  readonly destroyOnRemoval: boolean;
}

/** Why each public route (auth: 'none') needs no authorizer: cdk-nag's AwsSolutions-APIG4 is acknowledged with it. */
const PUBLIC_ROUTES: Partial<Record<HandlerName, string>> = {
  health: 'is the public health check, a constant status',
  'get-openapi': 'is the public OpenAPI document of the API, built from code (lambdas/openapi.ts)',
};

/** Default stage throttling: generous for a free-plan product, low enough to cap the bill of a runaway client. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

/**
 * The HTTP API, built from the route table (lambdas/routes.ts): every route a Lambda integration, every route
 * but health behind the Cognito JWT authorizer (tokens of the web client only). No CORS: the browser reaches
 * it through CloudFront at `/api/*`, the same origin as the app. The `$default` stage throttles and writes a
 * JSON access log.
 */
export class Api extends Construct {
  public readonly httpApi: HttpApi;
  public readonly stage: HttpStage;
  public readonly accessLogs: LogGroup;
  /** The execute-api host name, for CloudFront's origin. */
  public readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Categoriza API (reached through CloudFront at /api/*)',
      createDefaultStage: false,
    });

    // Under /aws/vendedlogs/: API Gateway then writes through the log service's own grant instead of adding to
    // the account's CloudWatch Logs resource policy, whose 5,120-character cap fails stage creation in accounts
    // with many log groups ("Cannot enable logging. Policy document length breaking Cloudwatch Logs Constraints").
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      logGroupName: `/aws/vendedlogs/categoriza-${props.stage}/api-access`,
      retention: props.logRetention,
      removalPolicy: props.destroyOnRemoval ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        // No IP address or user agent: the user id (Cognito sub) is enough to investigate, and less personal data.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            responseLatency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationStatus: '$context.integrationStatus',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            user: '$context.authorizer.claims.sub',
          }),
        ),
      },
    });

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });
    // /v1: the caller's API key, found by its hash (lambdas/handlers/authorize-api-key.ts). Not API Gateway's API
    // keys: AWS says they are not for authorization, and HTTP APIs have none.
    const keyAuthorizer = new HttpLambdaAuthorizer(
      'ApiKeyAuthorizer',
      props.functions.apiKeyAuthorizer.function,
      {
        responseTypes: [HttpLambdaResponseType.SIMPLE],
        identitySource: ['$request.header.Authorization'],
        resultsCacheTtl: Duration.seconds(API_KEY_AUTHORIZER_CACHE_SECONDS),
      },
    );
    const authorizers = { user: authorizer, apiKey: keyAuthorizer } as const;
    const integrations = new Map<HandlerName, HttpLambdaIntegration>();
    for (const route of ROUTES) {
      let integration = integrations.get(route.handler);
      if (!integration) {
        integration = new HttpLambdaIntegration(
          `${route.handler}-integration`,
          props.functions.get(route.handler).function,
        );
        integrations.set(route.handler, integration);
      }
      const [created] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration,
        authorizer: route.auth === 'none' ? new HttpNoneAuthorizer() : authorizers[route.auth],
      });
      if (route.auth === 'none' && created) {
        const why = PUBLIC_ROUTES[route.handler];
        if (!why) {
          throw new Error(
            `${route.method} ${route.path} has auth 'none' but no reason in PUBLIC_ROUTES (infra/constructs/api.ts)`,
          );
        }
        Validations.of(created).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} ${why} (auth: 'none' in lambdas/routes.ts): it reads no data and calls no model; stage throttling bounds its use.`,
        });
      }
    }

    // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com: CloudFront wants the host alone.
    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }
}
