/**
 * The words of an uncompressed PDF (the invoices' are): the strings its text operators draw, hex or
 * literal, decoded in order and joined.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const words: string[] = [];
  for (const [, arr] of raw.matchAll(/\[([^\]]*)\]\s*TJ/g))
    for (const [, hex, lit] of arr!.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^)])*)\)/g))
      words.push(hex !== undefined ? Buffer.from(hex, 'hex').toString('latin1') : lit!);
  return words.join('');
}
