/**
 * Turns the bytes of an uploaded file into text. Brazilian bank exports come as UTF-8 (with or without BOM)
 * or as Windows-1252/Latin-1; UTF-16 with a BOM is recognised too. Runs in browsers and Node alike.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not valid UTF-8: the Windows code page every Brazilian bank export tool uses (a superset of Latin-1).
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
