import { MAX_FILE_BYTES } from '../limits.ts';
import { TITLES, TRANSACTIONS_FILE_MESSAGES, type UserMessage } from '../messages.ts';

/*
 * What is checked of an upload before it is read: its kind and size. Apart from the reader (upload.ts) so the
 * upload page can show and check its file picker without loading the reader (the CSV parser and the layouts).
 */

/** The files an upload takes: the spec's one-column CSV, and bank statements as CSV, OFX or TXT. */
export const UPLOAD_EXTENSIONS = ['.csv', '.ofx', '.txt'] as const;
export const UPLOAD_ACCEPT = '.csv,.ofx,.txt,text/csv,text/plain,application/x-ofx';

export const STATEMENT_MESSAGES = {
  notAccepted: 'Por favor, selecione um arquivo CSV, OFX ou TXT.',
} as const;

/** Checks before reading: the extension (the spec's CSV, or a statement's OFX/TXT) and the 5 MB limit. */
export function checkUploadFile(file: {
  name: string;
  size: number;
}): { ok: true } | { ok: false; error: UserMessage } {
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return { ok: false, error: { title: TITLES.invalidFile, message: STATEMENT_MESSAGES.notAccepted } };
  }
  if (file.size > MAX_FILE_BYTES) {
    return { ok: false, error: { title: TITLES.invalidCsv, message: TRANSACTIONS_FILE_MESSAGES.tooLarge } };
  }
  return { ok: true };
}
