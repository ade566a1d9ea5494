/**
 * Names the functions' custom metrics are published under, shared by the Lambda code that emits them and the
 * CDK alarms that watch them (infra/constructs/observability.ts).
 */
export const SERVICE_NAME = 'categoriza-api';

export const MODEL_METRICS = {
  namespace: 'Categoriza',
  /** One per categorize call in which the model failed (any reason) and the offline engine stood in. */
  unavailable: 'ModelUnavailable',
  /** Lines the engine answered in the model's place. */
  fallbackLines: 'ModelFallbackLines',
} as const;
