import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { JobFiles } from '#lambdas/domain/ports';
import { filePathOf, signFileUrl } from '#lambdas/local-jobs';

/**
 * The jobs' files in a folder: local mode's stand-in for S3 (no well-kept embedded S3 emulator exists). Its URLs
 * are S3's presigned URLs in spirit: local mode's jobs server (local/jobs-server.ts) takes a PUT or serves a GET
 * only with the signature of method, key and expiry (lambdas/local-jobs.ts), until the expiry.
 */

export function createFolderJobFiles(opts: {
  readonly dir: string;
  readonly baseUrl: string;
  readonly secret: string;
}): JobFiles {
  const { dir, baseUrl, secret } = opts;
  const expiry = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
  return {
    async uploadUrl(key, seconds) {
      return signFileUrl(baseUrl, secret, { method: 'PUT', key, expires: expiry(seconds) });
    },
    async downloadUrl(key, seconds, filename) {
      return signFileUrl(baseUrl, secret, { method: 'GET', key, expires: expiry(seconds), filename });
    },
    async size(key) {
      try {
        return (await stat(filePathOf(dir, key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async read(key) {
      return createReadStream(filePathOf(dir, key), { highWaterMark: 1024 * 1024 });
    },
    async write(key, body) {
      const path = filePathOf(dir, key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file (as S3 shows an object only once whole).
      const partial = `${path}.${process.pid}.${Date.now()}.part`;
      if (typeof body === 'string') await writeFile(partial, body);
      else await pipeline(Readable.from(body), createWriteStream(partial));
      await rename(partial, path);
    },
    async deletePrefix(prefix) {
      const path = filePathOf(dir, prefix.replace(/\/$/, ''));
      await rm(path, { recursive: true, force: true });
    },
  };
}
