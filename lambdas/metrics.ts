import { Metrics } from '@aws-lambda-powertools/metrics';
import { loggingConfig } from './config.ts';
import { MODEL_METRICS } from './telemetry.ts';

/** The one metrics publisher (Powertools, CloudWatch embedded metric format on stdout). */
export const metrics = new Metrics({
  namespace: MODEL_METRICS.namespace,
  serviceName: loggingConfig().POWERTOOLS_SERVICE_NAME,
});
