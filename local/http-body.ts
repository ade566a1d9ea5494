import type { IncomingHttpHeaders } from 'node:http';

export class PayloadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`corpo da requisição maior que ${limit} bytes`);
  }
}

/** Reads a request body, refusing more than `limit` bytes. */
export async function readBody(
  req: AsyncIterable<unknown> & { readonly headers: IncomingHttpHeaders },
  limit: number,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new PayloadTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new PayloadTooLargeError(limit);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
