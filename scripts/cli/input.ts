/**
 * Reading the command line's input files with the web app's rules and pt-BR messages: the size and name checks
 * of an upload, the encodings banks use, and a category list (spec §4). Shared by `npm run categorize` and
 * `npm run report`.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { CustomCategory } from '#shared/categories';
import { parseCategoriesCsv } from '#shared/csv/categories-file';
import {
  CATEGORIES_FILE_MESSAGES,
  TITLES,
  TRANSACTIONS_FILE_MESSAGES,
  type UserMessage,
} from '#shared/messages';
import { checkUploadBytes } from '#shared/statements/sniff';
import { checkUploadFile } from '#shared/statements/upload-file';
import { decodeText } from '#shared/text/decode';

/** Input the user can fix: its pt-BR message is printed and the command exits 1. */
export class InputError extends Error {
  constructor(readonly userMessage: UserMessage) {
    super(userMessage.message);
  }
}

function readBytes(path: string, onFailure: UserMessage): Uint8Array {
  try {
    return readFileSync(path);
  } catch {
    throw new InputError(onFailure);
  }
}

/** An upload's text, checked as the browser checks a picked file (name, size, empty), decoded. */
export function readUploadText(path: string): string {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new InputError({ title: TITLES.invalidFile, message: CATEGORIES_FILE_MESSAGES.readFailedShort });
  }
  const check = checkUploadFile({ name: basename(path), size });
  if (!check.ok) throw new InputError(check.error);
  const bytes = readBytes(path, {
    title: TITLES.invalidCsv,
    message: CATEGORIES_FILE_MESSAGES.readFailedShort,
  });
  if (bytes.length === 0)
    throw new InputError({ title: TITLES.invalidCsv, message: TRANSACTIONS_FILE_MESSAGES.empty });
  const binary = checkUploadBytes(bytes);
  if (binary) throw new InputError(binary);
  return decodeText(bytes);
}

/** A `categoria | número` list, with the spec's rules and messages. */
export function readCategories(path: string): CustomCategory[] {
  const bytes = readBytes(path, {
    title: TITLES.invalidCategories,
    message: CATEGORIES_FILE_MESSAGES.readFailed,
  });
  const parsed = parseCategoriesCsv(decodeText(bytes));
  if (!parsed.ok) throw new InputError(parsed.error);
  return parsed.categories;
}

/** Runs a command's body: a user's mistake prints its message and exits 1. */
export function runCli(main: () => number): void {
  try {
    process.exitCode = main();
  } catch (error) {
    if (error instanceof InputError) {
      console.error(`${error.userMessage.title}: ${error.userMessage.message}`);
      process.exitCode = 1;
      return;
    }
    throw error;
  }
}
