import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE_DIR = new URL('../../../shared/engine/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('engine placement', () => {
  it('imports no Node-only API, AWS SDK or DOM, so Lambda, local mode, the CLI and a browser share it', () => {
    const offending = sources(ENGINE_DIR).filter((path) => {
      const text = readFileSync(path, 'utf8');
      return (
        /from ['"](?:node:|fs|path|os|crypto|@aws-sdk\/|aws-sdk)/.test(text) ||
        /\b(?:process|Buffer|document|window)\./.test(text)
      );
    });
    expect(offending).toEqual([]);
  });
});
