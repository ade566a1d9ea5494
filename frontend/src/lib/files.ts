import type { UserMessage } from '#shared/messages';
import { checkUploadBytes } from '#shared/statements/sniff';
import { decodeText } from '#shared/text/decode';

/** Reads an uploaded file as bytes and decodes it: UTF-8 with or without BOM, else Windows-1252. */
export async function readFileText(file: Blob): Promise<string> {
  return decodeText(new Uint8Array(await file.arrayBuffer()));
}

/**
 * Reads an upload: what it really is when it is no text (a PDF, a spreadsheet, an image renamed to .csv), else
 * its decoded text.
 */
export async function readUploadFile(file: Blob): Promise<{ text: string } | { error: UserMessage }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const error = checkUploadBytes(bytes);
  return error ? { error } : { text: decodeText(bytes) };
}

/** Starts a download of text as a file (the caller adds a BOM when Excel must see UTF-8). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(filename, new Blob([text], { type }));
}

/** Starts a download of a file made in the browser. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
