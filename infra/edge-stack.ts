import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { RateLimitWebAcl } from './constructs/rate-limit-web-acl.ts';

/**
 * What CloudFront needs from us-east-1: the web ACL of the distribution (a CLOUDFRONT-scope ACL can only be
 * created there). The main stack reads its ARN through a cross-region reference.
 */
export class CategorizaEdgeStack extends Stack {
  public readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const acl = new RateLimitWebAcl(this, 'SiteRateLimit', {
      scope: 'CLOUDFRONT',
      rules: [
        // Every request of one IP: the app's files and the API. A person using the app makes a few hundred.
        { name: 'AllRequestsPerIp', limit: 2000 },
        // The API alone, where each request costs a Lambda (and maybe the model).
        { name: 'ApiRequestsPerIp', limit: 600, pathPrefix: '/api/' },
      ],
    });
    this.webAclArn = acl.webAcl.attrArn;
  }
}
