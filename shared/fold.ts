/**
 * Text folding, the one owner of comparison keys: `foldCase` is a name's identity (case-insensitive, as the
 * spec's rules on headers and category names are); `fold` also drops accents, for matching words.
 */

/** Case- and accent-form-insensitive comparison key (NFC, lower case, trimmed). */
export function foldCase(value: string): string {
  return value.normalize('NFC').trim().toLocaleLowerCase('pt-BR');
}

/** Lower case without accents: the one spelling every lookup of the engine uses. */
export function fold(text: string): string {
  if (isPlainAscii(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Folded words of a name: letters and digits only. */
export function foldedWords(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** Only printable ASCII and tabs (nothing to strip accents from): a loop, cheaper than a regex. */
function isPlainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 || code > 126) && code !== 9) return false;
  }
  return true;
}
