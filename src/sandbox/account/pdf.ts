/**
 * A small, valid one-page PDF with a few lines of text, as the sandbox's billing documents: plain ASCII, so it is
 * streamed like any text answer, with the cross-reference table's byte offsets right (a PDF reader opens it).
 */

/** PDF strings escape backslashes and parentheses; anything not printable ASCII becomes `?`. */
const pdfText = (line: string): string => line.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

export function pdfDocument(title: string, lines: readonly string[]): string {
  const text = [title, '', ...lines]
    .map((line, index) => `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${780 - index * 18} Td (${pdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  return `${body}xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}
