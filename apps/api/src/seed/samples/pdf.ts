/**
 * A one-page PDF of plain text lines, built byte by byte (header, objects, cross-reference table
 * with exact offsets, trailer): what the seed gives customers as submitted documents.
 */

/** PDF string literal: backslash and parentheses escaped, Latin-1 only. */
const literal = (text: string) => `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&')})`;

export function textPdf(title: string, lines: readonly string[]): Buffer {
  const body = [
    `BT /F1 18 Tf 56 780 Td ${literal(title)} Tj ET`,
    ...lines.map((line, i) => `BT /F1 12 Tf 56 ${740 - i * 20} Td ${literal(line)} Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
