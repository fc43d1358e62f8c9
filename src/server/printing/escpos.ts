import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import {
  lineText,
  logoBytes,
  printable,
  type ReceiptLayout,
  type ReceiptLine,
  type ReceiptLogo,
} from '../../core/receipt.js';

/** What a test page says, already in the reader's language and the store's formats. */
export interface TestPageText {
  title: string;
  lines: [label: string, value: string][];
  ok: string;
}

/**
 * The encoder with every text that reaches it made printable: the names, header, footer and notes of
 * records only ever become printed characters, never lines or commands of their own.
 */
class RecordTextEncoder extends ReceiptPrinterEncoder {
  override text(value: string) {
    return super.text(printable(String(value)));
  }
}

const encoderFor = (columns: number) =>
  new RecordTextEncoder({ language: 'esc-pos', columns, feedBeforeCut: 4 });

/**
 * A ruler across the paper: the tens above the units, so that a line cut short or wrapped on the
 * printer shows at once how many characters it really holds.
 */
export function ruler(columns: number): [string, string] {
  const tens = Array.from({ length: columns }, (_, i) =>
    (i + 1) % 10 === 0 ? String(((i + 1) / 10) % 10) : ' ',
  );
  const units = Array.from({ length: columns }, (_, i) => String((i + 1) % 10));
  return [tens.join(''), units.join('')];
}

/** A test page in ESC/POS: initialise, a title, the printer and the store, a ruler of the paper's columns, a cut. */
export function testPageBytes(page: TestPageText, columns: number): Uint8Array {
  const encoder = encoderFor(columns).initialize().codepage('auto');
  encoder.align('center').bold(true).size(2, 2).line(page.title).size(1, 1).bold(false).newline();
  encoder.align('left');
  for (const [label, value] of page.lines) encoder.line(`${label}: ${value}`);
  encoder.newline();
  const [tens, units] = ruler(columns);
  encoder.line(tens).line(units).line('-'.repeat(columns)).newline();
  encoder.align('center').line(page.ok).align('left');
  return encoder.cut().encode();
}

/** A logo's dots as the RGBA pixels the encoder reads (black or white). */
function logoPixels(logo: ReceiptLogo) {
  const bits = Buffer.from(logo.bits, 'base64');
  const row = Math.ceil(logo.width / 8);
  const data = new Uint8ClampedArray(logo.width * logo.height * 4);
  for (let y = 0; y < logo.height; y++)
    for (let x = 0; x < logo.width; x++) {
      const black = (bits[y * row + (x >> 3)]! >> (7 - (x & 7))) & 1;
      const at = (y * logo.width + x) * 4;
      data.fill(black ? 0 : 255, at, at + 3);
      data[at + 3] = 255;
    }
  return { data, width: logo.width, height: logo.height };
}

/** The receipt's lines in ESC/POS, `copies` times, each copy cut. */
export function receiptBytes(layout: ReceiptLayout, lines: ReceiptLine[], columns: number): Uint8Array {
  const encoder = encoderFor(columns).initialize().codepage('auto');
  const logo = layout.logo && logoBytes(layout.logo) > 0 ? layout.logo : null;
  for (let copy = 0; copy < layout.copies; copy++) {
    for (const line of lines) {
      if (line.kind === 'logo') {
        if (!logo) continue;
        // The printer takes images in whole bytes: the width and height are rounded up to 8 dots.
        const width = Math.ceil(logo.width / 8) * 8;
        const height = Math.ceil(logo.height / 8) * 8;
        encoder.align('center').image(logoPixels(logo), width, height, 'threshold').align('left');
        continue;
      }
      if (line.kind === 'text') encoder.align(line.align);
      const bold = (line.kind === 'text' || line.kind === 'columns') && line.bold === true;
      if (bold) encoder.bold(true);
      encoder.line(lineText(line, columns));
      if (bold) encoder.bold(false);
      if (line.kind === 'text') encoder.align('left');
    }
    encoder.cut();
  }
  return encoder.encode();
}
