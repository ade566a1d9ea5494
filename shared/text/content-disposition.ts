/**
 * `attachment` with the file's name (RFC 6266): a plain ASCII `filename` every browser reads, and the exact name
 * as `filename*` (UTF-8, percent-encoded) when it has anything else. Quotes, backslashes and control characters
 * never reach the header.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === filename) return `attachment; filename="${filename}"`;
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
