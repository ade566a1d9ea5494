import { admitRequest } from '#lambdas/domain/api-categorize';
import { ValidationError } from '#lambdas/domain/errors';
import { jobResults } from '#lambdas/domain/jobs';
import { apiKeyIdentityOf, jobIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';
import { jobDependencies } from '#lambdas/job-dependencies';
import { V1_RESULT_FORMATS } from '#shared/api/v1';

const deps = jobDependencies();

const isResultFormat = (value: string): value is (typeof V1_RESULT_FORMATS)[number] =>
  (V1_RESULT_FORMATS as readonly string[]).includes(value);

/**
 * GET /v1/jobs/{id}/results?format=jsonl|csv: 303 to a time-limited URL of the results file (`curl -L` follows
 * it), with the URL in the body too.
 */
export const handler = httpHandler(async (event) => {
  const key = apiKeyIdentityOf(event);
  await admitRequest(deps, key);
  const format = event.queryStringParameters?.format ?? 'jsonl';
  if (!isResultFormat(format)) {
    throw new ValidationError(`Parâmetro format inválido: use ${V1_RESULT_FORMATS.join(' ou ')}.`);
  }
  const results = await jobResults(deps, key, jobIdOf(event), format);
  const response = json(303, results);
  return { ...response, headers: { ...response.headers, location: results.url } };
});
