import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * Each function gets only the environment its sizing grants (infra/constructs/functions.ts, jobs.ts): the data
 * export has no access to the jobs' bucket, so it must start without it; deleting an account erases the jobs' files
 * and must refuse to start without them.
 */
describe("the account functions' start", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv('TABLE_NAME', 'table');
    vi.stubEnv('USER_POOL_ID', 'us-east-1_pool');
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'SILENT');
    for (const name of ['JOBS_BUCKET', 'JOBS_DIR', 'JOB_FILES_URL', 'JOB_FILES_SECRET'])
      vi.stubEnv(name, undefined);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('starts the data export without the jobs’ bucket', async () => {
    const module = await import('#lambdas/handlers/export-my-data');
    expect(typeof module.handler).toBe('function');
  });

  it('refuses to start the account deletion without the jobs’ files it must erase', async () => {
    await expect(import('#lambdas/handlers/delete-account')).rejects.toThrow(/JOBS_BUCKET/);
  });
});
