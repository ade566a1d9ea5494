import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStack } from './build-stack.ts';

let prod: Template;
let prodStack: ReturnType<typeof buildStack>['stack'];

beforeAll(() => {
  prodStack = buildStack({
    stage: 'prod',
    categorizationMode: 'bedrock',
    freePlanLimit: 2000,
    retentionDays: 180,
    alarmEmail: 'ops@example.com',
    contactEmail: 'privacidade@empresa.com.br',
    controllerName: 'Empresa Exemplo Ltda.',
  }).stack;
  prod = Template.fromStack(prodStack);
});

describe('a production stage', () => {
  it('retains and protects the table and the user pool', () => {
    prod.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    prod.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  it('retains logs for three months', () => {
    for (const group of Object.values(prod.findResources('AWS::Logs::LogGroup'))) {
      // The deployment function's own log is throwaway in every stage.
      if (group.Properties.RetentionInDays === 7) continue;
      expect(group).toMatchObject({ DeletionPolicy: 'Retain', Properties: { RetentionInDays: 90 } });
    }
  });

  it('passes its configuration to the functions', () => {
    prod.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          CATEGORIZATION_MODE: 'bedrock',
          FREE_PLAN_LIMIT: '2000',
          RETENTION_DAYS: '180',
          POWERTOOLS_LOG_LEVEL: 'INFO',
        }),
      },
    });
  });

  it("writes the stage's contact e-mail and data controller to config.json", () => {
    expect(prodStack.web.runtimeConfig).toMatchObject({
      stage: 'prod',
      contactEmail: 'privacidade@empresa.com.br',
      controllerName: 'Empresa Exemplo Ltda.',
    });
  });

  it('e-mails alarms to the configured address', () => {
    prod.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });
});
