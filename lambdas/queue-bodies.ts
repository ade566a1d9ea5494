import * as z from 'zod';
import type { ChunkMessage, WebhookDelivery } from './domain/ports.ts';

/**
 * The bodies of the jobs' queue messages (lambdas/workers.ts), parsed, never cast: a chunk, a webhook attempt,
 * and S3's notice of an object created (the starts queue; its test event has no records).
 */

const ChunkMessageSchema = z.object({
  ownerId: z.string().min(1),
  jobId: z.string().min(1),
  chunk: z.number().int().min(0),
});

const WebhookDeliverySchema = z.object({
  ownerId: z.string().min(1),
  jobId: z.string().min(1),
  attempt: z.number().int().min(0),
  notBefore: z.number().int().optional(),
});

const S3NoticeSchema = z.object({
  Records: z
    .array(z.object({ s3: z.object({ object: z.object({ key: z.string() }) }) }))
    .optional()
    .default([]),
});

export const chunkMessageOf = (body: string): ChunkMessage => ChunkMessageSchema.parse(JSON.parse(body));

export const webhookDeliveryOf = (body: string): WebhookDelivery => {
  const { notBefore, ...rest } = WebhookDeliverySchema.parse(JSON.parse(body));
  return { ...rest, ...(notBefore === undefined ? {} : { notBefore }) };
};

/** The object keys an S3 notice names (S3 writes them URL-encoded, a space as `+`). */
export const noticeKeysOf = (body: string): string[] =>
  S3NoticeSchema.parse(JSON.parse(body)).Records.map((record) =>
    decodeURIComponent(record.s3.object.key.replace(/\+/g, ' ')),
  );

/** Whether a body is a chunk's (the dead letters hold chunks and S3 notices). */
export const isChunkMessage = (body: string): boolean => ChunkMessageSchema.safeParse(safeJson(body)).success;

const safeJson = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};
