/**
 * A file's bytes as text, or null when they are not text (an image, a PDF, an old .xls): UTF-8 with
 * or without its byte-order mark, UTF-16 as Excel's "Unicode text" writes it, else Windows-1252,
 * which Excel uses for CSV on Windows. Beyond the odd stray one, control characters mean binary.
 */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  // eslint-disable-next-line no-control-regex
  const controls = text.match(/[\x00-\x08\x0e-\x1f\x7f]/g)?.length ?? 0;
  return controls > text.length / 1000 ? null : text;
}

/** A ZIP archive's signature: what an XLSX file starts with. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Where Excel puts a CSV's separator: commas, semicolons where the decimal mark is a comma, tabs for "text". */
export const CSV_DELIMITERS = [',', ';', '\t', '|'];
