import { sha256Hex } from '#shared/digest';

/**
 * A file whose upload did not finish is resumed when it is sent again: the browser reuses that upload's id, so
 * the batches the server already charged and stored answer from storage instead of being charged again. The
 * server keeps an unfinished upload a day; so does this record. One record per file content (and category list).
 */
const STORAGE_KEY = 'categoriza.unfinished-uploads';
/** A little under the server's day, so a resumed id never meets results that expired meanwhile. */
const RESUME_WINDOW_MS = 23 * 60 * 60 * 1000;

type Records = Record<string, { readonly uploadId: string; readonly at: number }>;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** SHA-256 (hex) of what a run sends: the transactions (with a statement's dates and amounts) and the category list. */
export function runKey(transactions: unknown, categories: unknown): Promise<string> {
  return sha256Hex(JSON.stringify([transactions, categories ?? null]));
}

function read(storage: KeyValueStorage, now: number): Records {
  try {
    const records = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Records;
    return Object.fromEntries(Object.entries(records).filter(([, r]) => now - r.at < RESUME_WINDOW_MS));
  } catch {
    return {};
  }
}

/** The upload id for this run: the unfinished one of the same file, else a new one, remembered until done. */
export function uploadIdFor(
  storage: KeyValueStorage,
  key: string,
  now: number,
  newId: () => string,
): { readonly uploadId: string; readonly resumed: boolean } {
  const records = read(storage, now);
  const existing = records[key];
  if (existing) return { uploadId: existing.uploadId, resumed: true };
  const uploadId = newId();
  storage.setItem(STORAGE_KEY, JSON.stringify({ ...records, [key]: { uploadId, at: now } }));
  return { uploadId, resumed: false };
}

/** The upload finished: a later send of the same file is a new upload. */
export function forgetUpload(storage: KeyValueStorage, key: string, now: number): void {
  const { [key]: _done, ...rest } = read(storage, now);
  storage.setItem(STORAGE_KEY, JSON.stringify(rest));
}
