import { TITLES, type UserMessage } from '../messages.ts';

/*
 * What an upload really is, by its first bytes, before it is decoded as text: a PDF, a spreadsheet or an image
 * renamed to .csv is told for what it is, in its own words, instead of being read as a broken CSV.
 */

/** How to get a statement the product reads, from the apps of the usual banks. */
const HOW_TO_EXPORT =
  'No app ou no internet banking do seu banco, exporte o extrato em OFX ou CSV: no Itaú, Bradesco, Banco do ' +
  'Brasil, Santander e Caixa, em Extrato, escolha Exportar/Salvar e o formato OFX (às vezes chamado “Money”) ou ' +
  'CSV; no Nubank e no Inter, peça o extrato pelo app e escolha OFX ou CSV.';

export const FILE_KIND_MESSAGES = {
  pdf: `Este arquivo é um PDF, não uma planilha CSV nem um extrato OFX. ${HOW_TO_EXPORT}`,
  spreadsheet:
    'Este arquivo é uma planilha do Excel (.xlsx ou .xls), não um CSV. Abra-a no Excel ou no Google Planilhas e ' +
    'salve como “CSV UTF-8 (separado por vírgulas)”; depois envie o arquivo .csv.',
  image:
    'Este arquivo é uma imagem (foto ou print), não um extrato. A Categoriza lê arquivos CSV, OFX ou TXT. ' +
    HOW_TO_EXPORT,
  archive:
    'Este arquivo é compactado (.zip, .rar ou .7z). Extraia o extrato e envie o arquivo CSV, OFX ou TXT.',
  binary:
    'Este arquivo não é um texto: a Categoriza lê arquivos CSV, OFX ou TXT, como os que os bancos exportam. ' +
    HOW_TO_EXPORT,
} as const;

export type FileKind = keyof typeof FILE_KIND_MESSAGES;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, k) => bytes[at + k] === byte);
const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** Bytes read to tell a text from a binary file: enough for any header, little enough to be instant. */
const SAMPLE = 4096;

/** The kind of a file that is no text the product reads, by its signature; undefined for text. */
export function binaryKindOf(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // .xlsx and .ods are zip files with a spreadsheet inside; .xls is an OLE2 compound file.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, SAMPLE));
    return /\[Content_Types\]\.xml|xl\/|mimetypeapplication\/vnd\.oasis/.test(head)
      ? 'spreadsheet'
      : 'archive';
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'spreadsheet';
  if (startsWith(bytes, ascii('Rar!')) || startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))
    return 'archive';
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, ascii('GIF8')) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) ||
    // HEIC/HEIF/AVIF, as phones save photos: an ISO box "ftyp" at byte 4.
    (startsWith(bytes, ascii('ftyp'), 4) &&
      /^(?:hei|hev|mif|msf|avi)/.test(String.fromCharCode(...bytes.subarray(8, 11))))
  ) {
    return 'image';
  }
  // UTF-16 text starts with its byte-order mark and is full of zero bytes: it is text.
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return undefined;
  const sample = bytes.subarray(0, SAMPLE);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return 'binary';
    // Control characters other than tab, line feed, form feed and carriage return.
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) control++;
  }
  return sample.length > 0 && control / sample.length > 0.1 ? 'binary' : undefined;
}

/** What is wrong with an upload that is no text, in pt-BR; undefined when it is text to read. */
export function checkUploadBytes(bytes: Uint8Array): UserMessage | undefined {
  const kind = binaryKindOf(bytes);
  return kind === undefined ? undefined : { title: TITLES.invalidFile, message: FILE_KIND_MESSAGES[kind] };
}
