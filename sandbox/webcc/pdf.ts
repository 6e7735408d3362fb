/**
 * A one-page PDF of plain text lines (Helvetica, A4): the smallest file a PDF reader opens, with
 * a correct cross-reference table. Text is limited to Latin-1, as the standard font's encoding is:
 * a letter beyond it (Polish ł, ą, ż) is written as its base letter rather than lost.
 */
export function pdfDocument(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const escape = (text: string) =>
    text.replace(/[^\x20-\x7e\xa0-\xff]/g, toLatin1).replace(/[\\()]/g, (char) => `\\${char}`);
  const content = [
    'BT',
    '/F1 18 Tf 56 780 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -30 Td 16 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${latin1Length(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(latin1Length(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = latin1Length(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1Bytes(body);
}

const latin1Length = (text: string) => text.length;

/** One byte per character: the file is written in Latin-1, as its offsets count. */
function latin1Bytes(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index) & 0xff;
  return bytes;
}

const BEYOND_DECOMPOSITION: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D' };

/** A character the standard font lacks, as its base letter ("ą" → "a"), else "?". */
function toLatin1(char: string): string {
  const base = BEYOND_DECOMPOSITION[char] ?? char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return /^[\x20-\x7e\xa0-\xff]+$/.test(base) ? base : '?';
}
