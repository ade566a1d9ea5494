import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface RateRule {
  readonly name: string;
  /** Requests one IP address may make in any 5 minutes before WAF blocks it for a while. */
  readonly limit: number;
  /** Only requests whose path starts with this count (all requests without it). */
  readonly pathPrefix?: string;
}

/**
 * A WAF web ACL that allows everything but floods: one rate-based rule per entry, per client IP, over 5-minute
 * windows. CLOUDFRONT scope for the distribution (it must live in us-east-1), REGIONAL for the user pool.
 */
export class RateLimitWebAcl extends Construct {
  public readonly webAcl: CfnWebACL;

  constructor(
    scope: Construct,
    id: string,
    props: { scope: 'CLOUDFRONT' | 'REGIONAL'; rules: readonly RateRule[] },
  ) {
    super(scope, id);
    const metric = (name: string) => ({
      cloudWatchMetricsEnabled: true,
      metricName: name,
      sampledRequestsEnabled: true,
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: props.scope,
      defaultAction: { allow: {} },
      visibilityConfig: metric(`${id}`),
      rules: props.rules.map((rule, priority) => ({
        name: rule.name,
        priority,
        action: { block: {} },
        visibilityConfig: metric(rule.name),
        statement: {
          rateBasedStatement: {
            limit: rule.limit,
            evaluationWindowSec: 300,
            aggregateKeyType: 'IP',
            ...(rule.pathPrefix
              ? {
                  scopeDownStatement: {
                    byteMatchStatement: {
                      fieldToMatch: { uriPath: {} },
                      positionalConstraint: 'STARTS_WITH',
                      searchString: rule.pathPrefix,
                      textTransformations: [{ priority: 0, type: 'NONE' }],
                    },
                  },
                }
              : {}),
          },
        },
      })),
    });
  }
}
