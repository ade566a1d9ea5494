import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CfnBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import {
  ENTRY_CACHE_CONTROL,
  HASHED_ASSET_CACHE_CONTROL,
  HASHED_ASSETS_DIR,
  PRECOMPRESSED_GLOBS,
} from '#shared/cache-policy';
import type { RuntimeConfig } from '#shared/runtime-config';
import { RUNTIME_CONFIG_PATH } from '#shared/runtime-config-path';
import { cognitoOrigin, contentSecurityPolicy, PERMISSIONS_POLICY } from '#shared/security-headers';

export interface WebProps {
  /** The frontend build (`npm run build` writes frontend/dist): it must hold index.html at synth time. */
  readonly buildPath: string;
  /** The execute-api host name of the HTTP API, the origin of `/api/*`. */
  readonly apiDomainName: string;
  /** The runtime config.json written next to the build (values from the stack, so one build serves every stage). */
  readonly runtimeConfig: RuntimeConfig;
  readonly destroyOnRemoval: boolean;
  /** The CLOUDFRONT-scope web ACL (from the us-east-1 edge stack), when WAF is on. */
  readonly webAclArn?: string;
}

/**
 * Rewrites every path without a file extension to /index.html, so deep links reach the SPA and the SPA shows
 * its own 404 page. Only on the S3 behavior: API responses (including their 404s) pass through untouched,
 * which a distribution-wide error response would not allow.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * The web front door: a private bucket for the build, CloudFront with origin access control in front of it,
 * `/api/*` and `/v1/*` forwarded to the HTTP API (one origin for the browser, so no CORS, exactly as in local mode),
 * security headers on every response, and the deployment of the build plus its runtime config.json.
 */
export class Web extends Construct {
  public readonly bucket: Bucket;
  public readonly distribution: Distribution;
  public readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** What config.json says (tokens such as the pool ids resolve at deploy time). */
  public readonly runtimeConfig: RuntimeConfig;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.runtimeConfig = props.runtimeConfig;

    if (!existsSync(path.join(props.buildPath, 'index.html'))) {
      throw new Error(
        `Frontend build not found: ${path.join(props.buildPath, 'index.html')} is missing. Run \`npm run build\` first (\`npm run synth\` does).`,
      );
    }

    // Holds only build output, reproducible from git: emptied and removed with the stack in every stage.
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'The bucket holds only the public frontend build, written by the deployment and read only by CloudFront through origin access control; reads are requests to the distribution, and API traffic is in the API access log. Server access logs would record nothing that is not reproducible from git.',
    });

    const region = Stack.of(this).region;
    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Categoriza security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            cognitoOrigin: cognitoOrigin(region),
            upgradeInsecure: true,
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, // REFERRER_POLICY
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Extension-less paths to /index.html (SPA routes)',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
    });

    // The HTTP API's two prefixes, the app's `/api/*` and the institutions' `/v1/*`: one origin, one behavior.
    const apiBehavior = {
      origin: new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // Never cached; with caching disabled this policy forwards every viewer header but Host, the
      // Authorization bearer token included, and the query string.
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.responseHeadersPolicy,
    };
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Categoriza web app and API',
      defaultRootObject: 'index.html',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      httpVersion: HttpVersion.HTTP2_AND_3,
      // South American edge locations are only in the "all" price class; the users are in Brazil.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: { '/api/*': apiBehavior, '/v1/*': apiBehavior },
    });

    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          "Deployed with -c waf=false: the operator chose to save the web ACL fee; the API keeps its Cognito JWT authorizer, stage throttling and the categorize function's reserved concurrency.",
      });
    }
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'No geo restriction: Brazilian users travel and use the app abroad, and the content is not licensed per country. Authentication, not location, guards the data.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'Every /api and /v1 request, the only traffic that touches user data, is logged by the HTTP API access log; edge logs of static file reads would need a separate ACL-enabled bucket for little value.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses the default *.cloudfront.net certificate, for which CloudFront does not let the minimum TLS version be set. With a custom domain and ACM certificate, set minimumProtocolVersion TLSv1.2_2021 (docs/deploy.md).',
      },
    );

    // The deployment function is a shared singleton: one log group (with retention) and one role for both
    // deployments. The role gets log writing here and the bucket grants from BucketDeployment itself, instead
    // of the AWSLambdaBasicExecutionRole managed policy.
    const deploymentLogs = new LogGroup(this, 'DeploymentLogs', {
      retention: RetentionDays.ONE_WEEK,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const deploymentRole = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the frontend build into the web bucket and invalidates CloudFront',
    });
    deploymentLogs.grantWrite(deploymentRole);

    // Vite's hashed bundles (assets/) never change under a name: cached for a year. Not pruned, so a browser
    // still holding the previous index.html can load its bundles during and after a deploy.
    // The build's precompressed copies stay behind: CloudFront compresses by itself (shared/cache-policy.ts).
    const hasAssets = existsSync(path.join(props.buildPath, HASHED_ASSETS_DIR));
    const assets = hasAssets
      ? new BucketDeployment(this, 'DeployAssets', {
          sources: [
            Source.asset(path.join(props.buildPath, HASHED_ASSETS_DIR), {
              exclude: [...PRECOMPRESSED_GLOBS],
            }),
          ],
          destinationBucket: this.bucket,
          destinationKeyPrefix: `${HASHED_ASSETS_DIR}/`,
          cacheControl: [CacheControl.fromString(HASHED_ASSET_CACHE_CONTROL)],
          prune: false,
          logGroup: deploymentLogs,
          role: deploymentRole,
        })
      : undefined;

    // index.html, config.json and the unhashed public files: revalidated on every load, and invalidated.
    const entry = new BucketDeployment(this, 'DeployEntry', {
      sources: [
        Source.asset(props.buildPath, {
          exclude: [HASHED_ASSETS_DIR, `${HASHED_ASSETS_DIR}/**`, ...PRECOMPRESSED_GLOBS],
        }),
        Source.jsonData(RUNTIME_CONFIG_PATH.slice(1), props.runtimeConfig),
      ],
      destinationBucket: this.bucket,
      cacheControl: [CacheControl.fromString(ENTRY_CACHE_CONTROL)],
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      logGroup: deploymentLogs,
      role: deploymentRole,
    });
    if (assets) entry.node.addDependency(assets);

    // What BucketDeployment grants its role: the read of the CDK asset bucket, the write of this bucket, and
    // the CloudFront invalidation. It is CDK's own construct; these are its fixed grants.
    const stack = Stack.of(this);
    const bucketLogicalId = stack.getLogicalId(this.bucket.node.defaultChild as CfnBucket);
    // cdk-nag names an unresolved account by its pseudo parameter.
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    const deploymentGrants: [string, string][] = [
      ['Action::s3:GetObject*', 'reads the build zip from the CDK asset bucket'],
      ['Action::s3:GetBucket*', 'reads bucket metadata of the asset and web buckets while copying'],
      ['Action::s3:List*', 'lists the web bucket to compare and copy the build'],
      ['Action::s3:DeleteObject*', 'replaces objects in the web bucket (scoped to that bucket)'],
      ['Action::s3:Abort*', 'aborts its own failed multipart uploads to the web bucket'],
      [
        `Resource::<${bucketLogicalId}.Arn>/*`,
        'writes any key of the web bucket, which holds only the build',
      ],
      [
        `Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${account}-${stack.region}/*`,
        'reads asset zips from the CDK bootstrap bucket, whose keys are content hashes known only at deploy time',
      ],
      [
        'Resource::*',
        'cloudfront:CreateInvalidation and GetInvalidation, which BucketDeployment grants on * (the distribution id is not known to the policy); it only invalidates cache entries',
      ],
    ];
    for (const [finding, why] of deploymentGrants) {
      Validations.of(deploymentRole).acknowledge({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason: `CDK BucketDeployment ${why}.`,
      });
    }
    const deploymentFunction = stack.node
      .findAll()
      .find(
        (construct): construct is LambdaFunction =>
          construct instanceof LambdaFunction && construct.node.id.startsWith('Custom::CDKBucketDeployment'),
      );
    if (deploymentFunction) {
      Validations.of(deploymentFunction).acknowledge({
        id: 'AwsSolutions-L1',
        reason:
          "The BucketDeployment function is CDK's own Python handler, whose runtime is pinned by aws-cdk-lib and moves forward with it; it runs only during deployments, never on user requests.",
      });
    }
  }
}
