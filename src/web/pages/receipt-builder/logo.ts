import { LOGO_MAX_DOTS, logoBytes, type ReceiptLogo } from '../../../core/receipt';

/** What the browser takes as a logo, before it is turned into printer dots. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const LOGO_MAX_FILE_BYTES = 2 * 1024 * 1024;

/** Why a file is refused as a logo (an i18n key), or null. */
export function logoFileProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'receiptBuilder.errors.logoType';
  if (file.size > LOGO_MAX_FILE_BYTES) return 'receiptBuilder.errors.logoSize';
  return null;
}

/**
 * An image file as the printer prints it: scaled down to at most LOGO_MAX_DOTS a side, on white,
 * each dot black where the picture is darker than middle grey.
 */
export async function logoFromFile(file: File): Promise<ReceiptLogo> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, LOGO_MAX_DOTS / bitmap.width, LOGO_MAX_DOTS / bitmap.height);
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const { data } = context.getImageData(0, 0, width, height);
  const row = Math.ceil(width / 8);
  const bytes = new Uint8Array(row * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const grey = 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!;
      if (grey < 128) bytes[y * row + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return { width, height, bits: btoa(binary) };
}

/** Bytes a base64 text holds, or null when it is not base64 (the server's check, in the browser). */
export function base64Length(text: string): number | null {
  try {
    return atob(text).length;
  } catch {
    return null;
  }
}

/** The logo's dots as an image the preview shows, exactly as they print. */
export function logoDataUrl(logo: ReceiptLogo): string | null {
  if (base64Length(logo.bits) !== logoBytes(logo)) return null;
  const bits = atob(logo.bits);
  const canvas = document.createElement('canvas');
  canvas.width = logo.width;
  canvas.height = logo.height;
  const context = canvas.getContext('2d')!;
  const image = context.createImageData(logo.width, logo.height);
  const row = Math.ceil(logo.width / 8);
  for (let y = 0; y < logo.height; y++)
    for (let x = 0; x < logo.width; x++) {
      const black = (bits.charCodeAt(y * row + (x >> 3)) >> (7 - (x & 7))) & 1;
      const at = (y * logo.width + x) * 4;
      image.data.fill(black ? 0 : 255, at, at + 3);
      image.data[at + 3] = 255;
    }
  context.putImageData(image, 0, 0);
  return canvas.toDataURL('image/png');
}
