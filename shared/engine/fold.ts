/** Lower case without accents: the one spelling every lookup of the engine uses. */
const NON_ASCII = /[^ -~\t]/;

export function fold(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase();
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
