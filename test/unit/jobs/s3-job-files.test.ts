import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { createS3JobFiles } from '#lambdas/adapters/s3-job-files';
import { attachmentDisposition } from '#shared/text/content-disposition';

const BUCKET = 'categoriza-jobs-bucket';
const KEY = 'jobs/owner-1/job-1/input';
const MiB = 1024 * 1024;

const client = new S3Client({
  region: 'sa-east-1',
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
});
const s3 = mockClient(client);
const files = (partSize?: number) =>
  createS3JobFiles({ client, bucket: BUCKET, ...(partSize ? { partSize } : {}) });

const serviceError = (name: string, status: number) =>
  new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: status }, message: name });

async function text(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

/** `count` pieces of `size` bytes, counting how many were pulled so far. */
function pieces(count: number, size: number) {
  const state = { pulled: 0 };
  async function* generate(): AsyncGenerator<Uint8Array> {
    for (let k = 0; k < count; k++) {
      state.pulled++;
      yield new Uint8Array(size).fill(97 + (k % 26));
    }
  }
  return { state, stream: generate() };
}

beforeEach(() => {
  s3.reset();
});

describe('S3 job files: presigned URLs', () => {
  it('presigns a PUT of the key in the bucket, for the seconds asked', async () => {
    const url = new URL(await files().uploadUrl(KEY, 900));
    expect(url.protocol).toBe('https:');
    expect(url.hostname).toBe(`${BUCKET}.s3.sa-east-1.amazonaws.com`);
    expect(url.pathname).toBe(`/${KEY}`);
    expect(url.searchParams.get('x-id')).toBe('PutObject');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIDEXAMPLE\/\d{8}\/sa-east-1\/s3\/aws4_request$/,
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // Only the host is signed, and no checksum of the (absent) body rides along: any file can be put.
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect([...url.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
    // Presigning is local: nothing is sent to S3.
    expect(s3).not.toHaveReceivedAnyCommand();
  });

  it('presigns a GET that downloads the file under the name given', async () => {
    const url = new URL(await files().downloadUrl('jobs/owner-1/job-1/results.csv', 3600, 'job-1.csv'));
    expect(url.hostname).toBe(`${BUCKET}.s3.sa-east-1.amazonaws.com`);
    expect(url.pathname).toBe('/jobs/owner-1/job-1/results.csv');
    expect(url.searchParams.get('x-id')).toBe('GetObject');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="job-1.csv"');
  });

  it('keeps quotes and non-ASCII out of the plain filename, and gives the exact name as filename*', () => {
    expect(attachmentDisposition('results.jsonl')).toBe('attachment; filename="results.jsonl"');
    expect(attachmentDisposition('extrato "março".csv')).toBe(
      `attachment; filename="extrato _mar_o_.csv"; filename*=UTF-8''extrato%20%22mar%C3%A7o%22.csv`,
    );
    expect(attachmentDisposition('a\r\nb.csv')).toBe(
      `attachment; filename="a__b.csv"; filename*=UTF-8''a%0D%0Ab.csv`,
    );
  });
});

describe('S3 job files: size and read', () => {
  it('answers the size from HeadObject, and undefined when there is no file', async () => {
    s3.on(HeadObjectCommand, { Key: KEY }).resolves({ ContentLength: 1234 });
    expect(await files().size(KEY)).toBe(1234);
    expect(s3).toHaveReceivedCommandWith(HeadObjectCommand, { Bucket: BUCKET, Key: KEY });

    s3.on(HeadObjectCommand).rejects(serviceError('NotFound', 404));
    expect(await files().size('jobs/owner-1/job-2/input')).toBeUndefined();
  });

  it('lets any other failure of HeadObject through', async () => {
    s3.on(HeadObjectCommand).rejects(serviceError('AccessDenied', 403));
    await expect(files().size(KEY)).rejects.toThrow('AccessDenied');
  });

  it("hands over GetObject's body as it streams", async () => {
    s3.on(GetObjectCommand, { Bucket: BUCKET, Key: KEY }).resolves({
      Body: Readable.from([Buffer.from('date,amount\n'), Buffer.from('2025-01-02,10.00\n')]) as never,
    });
    expect(await text(await files().read(KEY))).toBe('date,amount\n2025-01-02,10.00\n');
  });

  it('throws on a body it cannot stream, and on a missing file', async () => {
    s3.on(GetObjectCommand).resolves({});
    await expect(files().read(KEY)).rejects.toThrow('without a readable body');
    s3.on(GetObjectCommand).rejects(serviceError('NoSuchKey', 404));
    await expect(files().read(KEY)).rejects.toThrow('NoSuchKey');
  });
});

describe('S3 job files: write', () => {
  it('puts a text in one PutObject with its content type', async () => {
    s3.on(PutObjectCommand).resolves({});
    await files().write('jobs/o/j/chunks/0.jsonl', '{"a":1}\n', 'application/x-ndjson');
    expect(s3).toHaveReceivedCommandExactlyOnceWith(PutObjectCommand, {
      Bucket: BUCKET,
      Key: 'jobs/o/j/chunks/0.jsonl',
      Body: '{"a":1}\n',
      ContentType: 'application/x-ndjson',
    });
    expect(s3).not.toHaveReceivedCommand(CreateMultipartUploadCommand);
  });

  it('puts a small stream (under one part) in one PutObject', async () => {
    s3.on(PutObjectCommand).resolves({});
    async function* lines() {
      yield 'id,category\n';
      yield new TextEncoder().encode('1,Mercado\n');
    }
    await files().write('jobs/o/j/results.csv', lines(), 'text/csv; charset=utf-8');
    expect(s3).toHaveReceivedCommandTimes(PutObjectCommand, 1);
    const input = s3.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(input).toMatchObject({
      Bucket: BUCKET,
      Key: 'jobs/o/j/results.csv',
      ContentType: 'text/csv; charset=utf-8',
    });
    expect(Buffer.from(input?.Body as Uint8Array).toString()).toBe('id,category\n1,Mercado\n');
    expect(s3).not.toHaveReceivedCommand(CreateMultipartUploadCommand);
  });

  it('streams a large file through a multipart upload, part by part, never pulling it whole first', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'upload-1' });
    const pulledAtFirstPart: number[] = [];
    const { state, stream } = pieces(40, MiB);
    s3.on(UploadPartCommand).callsFake((input: { PartNumber: number }) => {
      pulledAtFirstPart.push(state.pulled);
      return { ETag: `"etag-${input.PartNumber}"` };
    });
    s3.on(CompleteMultipartUploadCommand).resolves({});

    await files(5 * MiB).write('jobs/o/j/results.jsonl', stream, 'application/x-ndjson');

    expect(state.pulled).toBe(40);
    // 40 MiB in parts of 5 MiB: 8 parts, the first sent long before the source's end.
    expect(s3).toHaveReceivedCommandTimes(UploadPartCommand, 8);
    expect(pulledAtFirstPart[0]).toBeLessThan(40);
    expect(s3).toHaveReceivedCommandWith(CreateMultipartUploadCommand, {
      Bucket: BUCKET,
      Key: 'jobs/o/j/results.jsonl',
      ContentType: 'application/x-ndjson',
    });
    const sizes = s3
      .commandCalls(UploadPartCommand)
      .map((call) => (call.args[0].input.Body as Uint8Array).length);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(40 * MiB);
    const complete = s3.commandCalls(CompleteMultipartUploadCommand)[0]?.args[0].input;
    expect(complete?.UploadId).toBe('upload-1');
    expect(complete?.MultipartUpload?.Parts?.map((part) => part.PartNumber)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(s3).not.toHaveReceivedCommand(PutObjectCommand);
  });

  it('aborts the multipart upload when a part fails, and throws', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'upload-2' });
    s3.on(UploadPartCommand).rejects(serviceError('InternalError', 500));
    s3.on(AbortMultipartUploadCommand).resolves({});
    await expect(
      files(5 * MiB).write('jobs/o/j/results.csv', pieces(12, MiB).stream, 'text/csv'),
    ).rejects.toThrow();
    expect(s3).toHaveReceivedCommandWith(AbortMultipartUploadCommand, {
      Bucket: BUCKET,
      Key: 'jobs/o/j/results.csv',
      UploadId: 'upload-2',
    });
    expect(s3).not.toHaveReceivedCommand(CompleteMultipartUploadCommand);
  });

  it('throws when the source stream fails', async () => {
    s3.on(PutObjectCommand).resolves({});
    async function* broken() {
      yield 'a\n';
      throw new Error('source broke');
    }
    await expect(files().write('jobs/o/j/out/0.jsonl', broken(), 'text/plain')).rejects.toThrow(
      'source broke',
    );
  });
});

describe('S3 job files: deletePrefix', () => {
  const keys = (count: number, from = 0) =>
    Array.from({ length: count }, (_, k) => ({ Key: `jobs/owner-1/j${from + k}/input` }));

  it('deletes every listed page, 1,000 keys per DeleteObjects', async () => {
    s3.on(ListObjectsV2Command, { ContinuationToken: undefined }).resolves({
      Contents: keys(1000),
      IsTruncated: true,
      NextContinuationToken: 'page-2',
    });
    s3.on(ListObjectsV2Command, { ContinuationToken: 'page-2' }).resolves({
      Contents: keys(3, 1000),
      IsTruncated: false,
    });
    s3.on(DeleteObjectsCommand).resolves({});

    await files().deletePrefix('jobs/owner-1/');

    expect(s3).toHaveReceivedCommandTimes(ListObjectsV2Command, 2);
    expect(s3).toHaveReceivedNthCommandWith(ListObjectsV2Command, 1, {
      Bucket: BUCKET,
      Prefix: 'jobs/owner-1/',
    });
    expect(s3).toHaveReceivedNthCommandWith(ListObjectsV2Command, 2, {
      Bucket: BUCKET,
      Prefix: 'jobs/owner-1/',
      ContinuationToken: 'page-2',
    });
    const deletes = s3.commandCalls(DeleteObjectsCommand).map((call) => call.args[0].input);
    expect(deletes.map((input) => input.Delete?.Objects?.length)).toEqual([1000, 3]);
    expect(deletes[1]).toEqual({ Bucket: BUCKET, Delete: { Objects: keys(3, 1000), Quiet: true } });
  });

  it('deletes nothing when nothing is under the prefix', async () => {
    s3.on(ListObjectsV2Command).resolves({ KeyCount: 0, IsTruncated: false });
    await files().deletePrefix('jobs/owner-2/');
    expect(s3).not.toHaveReceivedCommand(DeleteObjectsCommand);
  });

  it('throws when S3 could not delete some of the keys', async () => {
    s3.on(ListObjectsV2Command).resolves({ Contents: keys(2), IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({
      Errors: [{ Key: 'jobs/owner-1/j1/input', Code: 'AccessDenied', Message: 'Access Denied' }],
    });
    await expect(files().deletePrefix('jobs/owner-1/')).rejects.toThrow(/1 file.*AccessDenied/);
  });

  it('refuses an empty prefix (the whole bucket)', async () => {
    await expect(files().deletePrefix('')).rejects.toThrow('prefix');
    expect(s3).not.toHaveReceivedAnyCommand();
  });
});
