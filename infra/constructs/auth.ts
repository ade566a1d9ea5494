import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccountRecovery, FeaturePlan, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { PRE_SIGN_UP_HANDLER } from '#lambdas/routes';
import { HandlerFunction } from './handler-function.ts';
import { RateLimitWebAcl } from './rate-limit-web-acl.ts';

export interface AuthProps {
  /** A REGIONAL web ACL with per-IP rate limits in front of the user pool (sign-up and sign-in floods). */
  readonly waf: boolean;
  readonly destroyOnRemoval: boolean;
  readonly logRetention: RetentionDays;
  readonly handlersDir: string;
}

/**
 * Cognito: e-mail is the sign-in name (case-insensitive), anyone may sign up, and a PreSignUp trigger confirms
 * the account so sign-up lands on /dashboard (spec §2). The password policy is the spec's (§5): 8+ characters
 * with upper case, lower case and a digit; the frontend enforces the 100-character maximum.
 */
export class Auth extends Construct {
  public readonly userPool: UserPool;
  public readonly userPoolClient: UserPoolClient;
  public readonly preSignUp: HandlerFunction;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    // The trigger only flips two flags on the event: the smallest memory size is plenty, and Cognito waits at
    // most 5 s for a trigger, so 5 s is the natural timeout.
    this.preSignUp = new HandlerFunction(this, 'PreSignUp', {
      handler: PRE_SIGN_UP_HANDLER,
      handlersDir: props.handlersDir,
      description: 'Cognito PreSignUp: confirms the new account and its e-mail',
      memorySize: 128,
      timeout: Duration.seconds(5),
      logRetention: props.logRetention,
      logRemovalPolicy: props.destroyOnRemoval ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 8,
        requireUppercase: true,
        requireLowercase: true,
        requireDigits: true,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      lambdaTriggers: { preSignUp: this.preSignUp.function },
      deletionProtection: !props.destroyOnRemoval,
      removalPolicy: props.destroyOnRemoval ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'The product spec (§5) fixes the password policy at 8+ characters with upper case, lower case and a digit, and the frontend validates exactly that; requiring a symbol would reject passwords the spec accepts.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          "The spec has no MFA step (sign-up lands straight on /dashboard); the account holds only the user's own transaction descriptions. Optional TOTP MFA is a follow-up that needs a frontend flow.",
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          "The Plus feature plan (threat protection) bills per monthly active user on top of Essentials; a free-plan product does not carry that cost yet. Essentials keeps the pool's built-in rate limiting and prevented user-existence errors; revisit when paid plans exist.",
      },
    );

    // A browser client: no secret (it could not be kept), SRP only (the password never leaves the browser;
    // USER_PASSWORD_AUTH is local mode's, against the emulator, which has no SRP), and no OAuth flows or hosted
    // UI (the app signs in through the API, so CDK's default implicit and code grants with an example.com
    // callback would only widen the attack surface). Short-lived access and id tokens (15 min, refreshed
    // silently by Amplify): after a sign-out, which revokes the refresh tokens, an access token already issued
    // is accepted by the API's JWT authorizer for at most that long. A 30-day refresh token.
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.minutes(15),
      idTokenValidity: Duration.minutes(15),
      refreshTokenValidity: Duration.days(30),
      authSessionValidity: Duration.minutes(3),
      enableTokenRevocation: true,
    });

    if (props.waf) {
      const acl = new RateLimitWebAcl(this, 'UserPoolRateLimit', {
        scope: 'REGIONAL',
        // A person signs up once and signs in a few times; hundreds of calls from one address in 5 minutes
        // are a script creating accounts or guessing passwords.
        rules: [{ name: 'UserPoolRequestsPerIp', limit: 300 }],
      });
      new CfnWebACLAssociation(this, 'UserPoolWebAcl', {
        resourceArn: this.userPool.userPoolArn,
        webAclArn: acl.webAcl.attrArn,
      });
    }
  }
}
