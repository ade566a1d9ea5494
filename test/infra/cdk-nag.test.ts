import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { buildStack } from './build-stack.ts';

interface ValidationReport {
  pluginReports: { pluginName: string; violations: { ruleName: string; severity: string }[] }[];
}

/** Synthesizes with the AWS Solutions pack (as infra/bin/app.ts does) and returns the validation report. */
function synthWithNag(app: App): ValidationReport {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const assembly = app.synth();
  return JSON.parse(readFileSync(path.join(assembly.directory, 'validation-report.json'), 'utf8'));
}

const nagApp = () => new App({ context: { 'aws:cdk:bundling-stacks': [] } });

describe('cdk-nag AwsSolutions', () => {
  it('reports unacknowledged findings (the check below is not vacuous)', () => {
    const app = nagApp();
    new Bucket(new Stack(app, 'Bare'), 'Bucket');
    let report: ValidationReport | undefined;
    let failure: unknown;
    try {
      report = synthWithNag(app);
    } catch (error) {
      failure = error;
    }
    expect(String(failure ?? JSON.stringify(report))).toContain('AwsSolutions-S1');
  });

  it.each(['dev', 'prod'])('passes the %s stack with no error or warning left unacknowledged', (stage) => {
    const app = nagApp();
    const { stack } = buildStack({ stage }, app);
    const report = synthWithNag(app);
    const findings = report.pluginReports.flatMap((plugin) =>
      plugin.violations.map((violation) => `${violation.severity} ${violation.ruleName}`),
    );
    expect(findings).toEqual([]);

    // Every acknowledgement says why, specifically.
    const acknowledgements = stack.node
      .findAll()
      .flatMap((construct: IConstruct) =>
        construct.node.metadata.filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY),
      )
      // Each entry's data is { '<namespace>::<rule id>': reason }.
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ id, reason }));
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const { id, reason } of acknowledgements) {
      expect(id).toMatch(/AwsSolutions-[A-Z]+\d+/);
      expect(reason.length, `reason for ${id}`).toBeGreaterThanOrEqual(60);
    }
  });
});
