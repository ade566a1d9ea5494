import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** 204: done, nothing to say. */
export function noContent(): APIGatewayProxyStructuredResultV2 {
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
}

/** Bodies smaller than this are not worth compressing. */
const COMPRESS_FROM_BYTES = 8 * 1024;

/**
 * A JSON response. With `gzip` (the client accepts it), a large body goes gzipped: a re-opened 10000-line upload
 * is several MB of JSON, and Lambda answers at most 6 MB.
 */
export function json(
  statusCode: number,
  body: unknown,
  options: { gzip?: boolean } = {},
): APIGatewayProxyStructuredResultV2 {
  const text = JSON.stringify(body);
  if (options.gzip && Buffer.byteLength(text) >= COMPRESS_FROM_BYTES) {
    return {
      statusCode,
      headers: { ...HEADERS, 'content-encoding': 'gzip', vary: 'accept-encoding' },
      body: gzipSync(text).toString('base64'),
      isBase64Encoded: true,
    };
  }
  return { statusCode, headers: HEADERS, body: text };
}
