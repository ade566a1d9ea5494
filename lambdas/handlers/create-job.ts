import { admitRequest, describeRequestIssue } from '#lambdas/domain/api-categorize';
import { createJob } from '#lambdas/domain/jobs';
import { MAX_CATEGORIZE_BODY_BYTES } from '#lambdas/http/body-limits';
import { apiKeyIdentityOf, parseJsonBody } from '#lambdas/http/event';
import { httpHandler } from '#lambdas/http/handle';
import { idempotent } from '#lambdas/http/idempotency';
import { json } from '#lambdas/http/responses';
import { jobDependencies } from '#lambdas/job-dependencies';
import { logger } from '#lambdas/logger';
import { V1CreateJobRequestSchema } from '#shared/api/v1';

const deps = jobDependencies();

/**
 * POST /v1/jobs: a job waiting for its file, with the URL to PUT it to. With an `Idempotency-Key`, a retry gets
 * the same job, not a second one.
 */
export const handler = httpHandler(async (event, context) => {
  const key = apiKeyIdentityOf(event);
  logger.appendKeys({ apiKeyId: key.keyId });
  await admitRequest(deps, key);
  return idempotent(event, context, key, async () => {
    // A job's body is its options and at most a list of categories: the categorize body's limit holds it.
    const request = parseJsonBody(event, V1CreateJobRequestSchema, {
      maxBytes: MAX_CATEGORIZE_BODY_BYTES,
      invalidMessage: describeRequestIssue,
    });
    const created = await createJob(deps, key, request);
    logger.appendKeys({ jobId: created.id });
    return json(201, created);
  });
});
