import { describe, expect, it } from 'vitest';
import { forgetUpload, runKey, uploadIdFor } from '@/features/upload/model/resume';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('resuming an unfinished upload', () => {
  it('reuses the upload id for the same file and list until it finishes, then starts anew', async () => {
    const storage = memoryStorage();
    let n = 0;
    const newId = () => `id-${++n}`;
    const file = await runKey(['UBER', 'IFOOD'], undefined);

    expect(uploadIdFor(storage, file, 0, newId).uploadId).toBe('id-1');
    expect(uploadIdFor(storage, file, 60_000, newId).uploadId).toBe('id-1');
    expect(uploadIdFor(storage, await runKey(['UBER'], undefined), 0, newId).uploadId).toBe('id-2');
    const withList = await runKey(['UBER', 'IFOOD'], [{ name: 'A', number: 1 }]);
    expect(uploadIdFor(storage, withList, 0, newId)).toEqual({ uploadId: 'id-3', resumed: false });
    expect(uploadIdFor(storage, withList, 0, newId)).toEqual({ uploadId: 'id-3', resumed: true });

    forgetUpload(storage, file, 120_000);
    expect(uploadIdFor(storage, file, 180_000, newId).uploadId).toBe('id-4');
  });

  it('forgets a record older than the server keeps an unfinished upload, and survives garbage', async () => {
    const storage = memoryStorage();
    const file = await runKey(['UBER'], undefined);
    expect(uploadIdFor(storage, file, 0, () => 'old').uploadId).toBe('old');
    expect(uploadIdFor(storage, file, 23 * 3_600_000, () => 'new').uploadId).toBe('new');

    storage.setItem('categoriza.unfinished-uploads', '{not json');
    expect(uploadIdFor(storage, file, 0, () => 'fresh').uploadId).toBe('fresh');
  });
});
