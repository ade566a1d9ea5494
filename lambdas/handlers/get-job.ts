import { admitRequest } from '#lambdas/domain/api-categorize';
import { jobView, ownJob } from '#lambdas/domain/jobs';
import { apiKeyIdentityOf, jobIdOf } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { json } from '#lambdas/http/responses';
import { jobDependencies } from '#lambdas/job-dependencies';

const deps = jobDependencies();

/** GET /v1/jobs/{id}: status, progress and refused lines of one of the key owner's jobs (any other id: 404). */
export const handler = httpHandler(async (event) => {
  const key = apiKeyIdentityOf(event);
  await admitRequest(deps, key);
  return json(200, jobView(await ownJob(deps, key, jobIdOf(event))));
});
