import { Duration } from 'aws-cdk-lib';
import type { IHttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { MODEL_METRICS, SERVICE_NAME } from '#lambdas/telemetry';

export interface ObservabilityProps {
  /** Functions to watch, by a readable name. */
  readonly functions: ReadonlyMap<string, IFunction>;
  readonly apiStage: IHttpStage;
  /** Alarm when the categorization model is unavailable (the functions' ModelUnavailable metric). */
  readonly watchModel: boolean;
  /** The jobs' dead-letter queue (infra/constructs/jobs.ts), consumed by the job-dead-letter function. */
  readonly jobDeadLetters?: IQueue;
  /** Subscribed to the alarm topic when given. */
  readonly alarmEmail?: string;
}

/**
 * Alarms on what a user would notice: any Lambda error or throttle, API 5xx responses, a categorization model
 * that stopped answering (the engine stands in, so no request fails), and jobs' messages that failed every
 * attempt (the dead letters, and any of them left unhandled for an hour), each over five minutes, all
 * publishing to one SNS topic (subscribe an e-mail with `-c alarmEmail=...`). Log retention is set
 * where each log group is created.
 */
export class Observability extends Construct {
  public readonly alarmTopic: Topic;
  public readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);

    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'Categoriza alarms', enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.alarmTopic);

    const alarm = (alarmId: string, metric: IMetric, description: string, threshold = 1): void => {
      const created = new Alarm(this, alarmId, {
        metric,
        alarmDescription: description,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      this.alarms.push(created);
    };

    const period = Duration.minutes(5);
    for (const [name, fn] of props.functions) {
      alarm(`${name}Errors`, fn.metricErrors({ period, statistic: 'Sum' }), `${name}: Lambda errors`);
      alarm(
        `${name}Throttles`,
        fn.metricThrottles({ period, statistic: 'Sum' }),
        `${name}: Lambda throttles`,
      );
    }
    if (props.watchModel) {
      alarm(
        'ModelUnavailable',
        new Metric({
          namespace: MODEL_METRICS.namespace,
          metricName: MODEL_METRICS.unavailable,
          dimensionsMap: { service: SERVICE_NAME },
          period,
          statistic: 'Sum',
        }),
        'Bedrock model unavailable: the offline engine is answering in its place (see the categorize log for why)',
      );
    }
    if (props.jobDeadLetters) {
      // A message there failed every receive of its worker: a chunk, a job's input, or a webhook attempt. The
      // queue has a consumer, so its visible count stays near 0 even then: count what it received instead.
      alarm(
        'JobDeadLetters',
        props.jobDeadLetters.metricNumberOfMessagesReceived({ period, statistic: 'Sum' }),
        "Jobs: a message failed every attempt and went to the dead letters (see the job-dead-letter function's log)",
      );
      // One that stays there is not being handled (job-dead-letter keeps failing on it): the job never ends.
      alarm(
        'JobDeadLettersStuck',
        props.jobDeadLetters.metricApproximateAgeOfOldestMessage({ period, statistic: 'Maximum' }),
        'Jobs: a dead letter has waited over an hour; job-dead-letter is not handling it (it is dropped after 14 days)',
        3600,
      );
    }
    alarm(
      'Api5xx',
      props.apiStage.metricServerError({ period, statistic: 'Sum' }),
      'HTTP API: 5xx responses',
    );
  }
}
