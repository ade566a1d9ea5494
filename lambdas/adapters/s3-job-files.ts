import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { JobFiles } from '#lambdas/domain/ports';
import { attachmentDisposition } from '#shared/text/content-disposition';

export interface S3JobFilesOptions {
  readonly client: S3Client;
  /** The jobs bucket (JOBS_BUCKET, infra/constructs/jobs.ts). */
  readonly bucket: string;
  /** Bytes per multipart part of a streamed write; S3's least is 5 MiB. */
  readonly partSize?: number;
}

/**
 * Part size of streamed writes: at most `queueSize` (4) parts are held at once, ~32 MiB, whatever the file's
 * size; 10,000 parts of 8 MiB allow 80 GB, far past any job's results.
 */
const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

/** Parts uploaded at once by a streamed write. */
const QUEUE_SIZE = 4;

/** DeleteObjects takes at most 1,000 keys, which is also ListObjectsV2's page. */
const DELETE_BATCH = 1000;

/**
 * A job's files in S3 (docs/decisions/0058). The client sends and fetches the big files itself, through
 * presigned URLs; the functions read and write them as streams: `read` hands over GetObject's body as it
 * arrives, and `write` of a stream goes through lib-storage's Upload, one PutObject for a small file and a
 * multipart upload for a large one, never the whole file in memory.
 */
export function createS3JobFiles(opts: S3JobFilesOptions): JobFiles {
  const { client, bucket } = opts;
  const partSize = opts.partSize ?? DEFAULT_PART_SIZE;

  return {
    uploadUrl: (key, seconds) =>
      getSignedUrl(client, withoutChecksum(new PutObjectCommand({ Bucket: bucket, Key: key })), {
        expiresIn: seconds,
      }),

    downloadUrl: (key, seconds, filename) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: attachmentDisposition(filename),
        }),
        { expiresIn: seconds },
      ),

    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async read(key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      // In Node the body is an IncomingMessage (a Readable of Buffers): iterated as it arrives, never collected.
      if (Body === undefined || !(Symbol.asyncIterator in Body)) {
        throw new Error(`S3 answered ${key} without a readable body`);
      }
      return Body as AsyncIterable<Uint8Array>;
    },

    async write(key, body, contentType) {
      if (typeof body === 'string') {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
        );
        return;
      }
      // Readable.from keeps the source's back-pressure: the next piece is pulled only when a part has room.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: Readable.from(body), ContentType: contentType },
        partSize,
        queueSize: QUEUE_SIZE,
        // A failed upload aborts its multipart upload (the bucket's lifecycle also aborts stragglers after a day).
        leavePartsOnError: false,
      });
      await upload.done();
    },

    async deletePrefix(prefix) {
      // An empty prefix would be the whole bucket: no caller means that.
      if (prefix === '') throw new Error('deletePrefix needs a prefix');
      const pages = paginateListObjectsV2(
        { client, pageSize: DELETE_BATCH },
        { Bucket: bucket, Prefix: prefix },
      );
      for await (const page of pages) {
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        for (let start = 0; start < keys.length; start += DELETE_BATCH) {
          const { Errors } = await client.send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: keys.slice(start, start + DELETE_BATCH), Quiet: true },
            }),
          );
          if (Errors && Errors.length > 0) {
            const first = Errors[0];
            throw new Error(
              `Could not delete ${Errors.length} file(s) under ${prefix}: ${first?.Key} ${first?.Code} ${first?.Message}`,
            );
          }
        }
      }
    },
  };
}

/**
 * A PutObject to presign without the checksum the SDK adds to every request by default (CRC32, with
 * `requestChecksumCalculation` WHEN_SUPPORTED): signed before the body exists, it is the checksum of nothing
 * (`x-amz-checksum-crc32=AAAAAA==`) and S3 would refuse every real file put to the URL. The headers are dropped
 * at the end of the build step, after the SDK's checksum middleware and before the presigner hoists them into
 * the query. Only the presigned PUT: the function's own writes keep their checksums.
 */
function withoutChecksum(command: PutObjectCommand): PutObjectCommand {
  command.middlewareStack.add(
    (next) => async (args) => {
      const { headers } = args.request as { headers?: Record<string, string> };
      for (const name of Object.keys(headers ?? {})) {
        if (/^x-amz-(checksum-|sdk-checksum-algorithm$)/i.test(name)) delete headers?.[name];
      }
      return next(args);
    },
    { step: 'build', priority: 'low', name: 'presignedPutWithoutChecksum' },
  );
  return command;
}

/** HEAD answers a missing key with a bare 404 (`NotFound`); GET with `NoSuchKey`. */
function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}
