import { describe, expect, it } from 'vitest';
import { TITLES } from '#shared/messages';
import { binaryKindOf, checkUploadBytes, FILE_KIND_MESSAGES } from '#shared/statements/sniff';

/* An upload that is no text is told for what it is (issue 25): a PDF, a spreadsheet, an image, an archive. */
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('what an upload really is', () => {
  it('tells a PDF renamed to .csv, with how to export OFX or CSV from the usual banks', () => {
    const pdf = bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj');
    expect(binaryKindOf(pdf)).toBe('pdf');
    const error = checkUploadBytes(pdf);
    expect(error?.title).toBe(TITLES.invalidFile);
    expect(error?.message).toContain('PDF');
    expect(error?.message).toMatch(/OFX/);
    expect(error?.message).toMatch(/Nubank/);
  });

  it('tells an Excel workbook (.xlsx zip, old .xls) from any other zip', () => {
    const xlsx = bytes(
      [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0],
      '[Content_Types].xml',
      [0, 0],
      'xl/workbook.xml',
    );
    expect(binaryKindOf(xlsx)).toBe('spreadsheet');
    expect(checkUploadBytes(xlsx)?.message).toBe(FILE_KIND_MESSAGES.spreadsheet);
    expect(binaryKindOf(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('spreadsheet');
    expect(binaryKindOf(bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0], 'extrato.ofx'))).toBe('archive');
  });

  it('tells images as phones save them', () => {
    expect(binaryKindOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image');
    expect(binaryKindOf(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('image');
    expect(binaryKindOf(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toBe('image');
    expect(binaryKindOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image');
  });

  it('tells any other binary by its zero or control bytes', () => {
    expect(binaryKindOf(bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]))).toBe('binary');
    expect(checkUploadBytes(bytes([1, 2, 3, 4, 5, 6, 7, 8, 14, 15, 16]))?.message).toBe(
      FILE_KIND_MESSAGES.binary,
    );
  });

  it('lets every text through: CSV, OFX (SGML or XML), Windows-1252, UTF-8 with BOM, UTF-16', () => {
    expect(checkUploadBytes(bytes('transações\nUBER *TRIP\n'))).toBeUndefined();
    expect(checkUploadBytes(bytes('OFXHEADER:100\r\nDATA:OFXSGML\r\n\r\n<OFX>\r\n'))).toBeUndefined();
    expect(checkUploadBytes(bytes('<?xml version="1.0"?>\n<OFX>\t</OFX>'))).toBeUndefined();
    expect(checkUploadBytes(bytes('Data;Hist', [0xf3], 'rico;Valor\n'))).toBeUndefined();
    expect(checkUploadBytes(bytes([0xef, 0xbb, 0xbf], 'transações\n'))).toBeUndefined();
    expect(checkUploadBytes(bytes([0xff, 0xfe, 0x74, 0, 0x72, 0, 0x61, 0]))).toBeUndefined();
    expect(checkUploadBytes(new Uint8Array())).toBeUndefined();
  });
});
