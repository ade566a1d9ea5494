import { JOB_FILES_PREFIX, JOB_INPUT_NOTICE } from '../workers.ts';

/** The keys of a job's files (S3 in AWS, a folder in local mode): docs/decisions/0058. */

/** Where a job's files live: its input, its chunks and their results, and the results files. */
export const jobFileKeys = {
  prefix: (ownerId: string) => `${JOB_FILES_PREFIX}${ownerId}/`,
  input: (ownerId: string, jobId: string) =>
    `${JOB_FILES_PREFIX}${ownerId}/${jobId}${JOB_INPUT_NOTICE.suffix}`,
  chunk: (ownerId: string, jobId: string, chunk: number) =>
    `${JOB_FILES_PREFIX}${ownerId}/${jobId}/chunks/${chunk}.jsonl`,
  out: (ownerId: string, jobId: string, chunk: number) =>
    `${JOB_FILES_PREFIX}${ownerId}/${jobId}/out/${chunk}.jsonl`,
  results: (ownerId: string, jobId: string, format: 'jsonl' | 'csv') =>
    `${JOB_FILES_PREFIX}${ownerId}/${jobId}/results.${format}`,
};

/** The job an input's key is of (what the storage's notice names), or undefined for any other key. */
export function jobOfInputKey(key: string): { ownerId: string; jobId: string } | undefined {
  const match = /^jobs\/([^/]+)\/([^/]+)\/input$/.exec(key);
  return match ? { ownerId: match[1] as string, jobId: match[2] as string } : undefined;
}
