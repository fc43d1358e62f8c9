/**
 * The demo stores' pictures, drawn as SVG shapes (no font, no file) and made PNG by sharp, which is
 * loaded only when a first start seeds them.
 */

/** An SVG drawing as PNG bytes. */
export async function pngFromSvg(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A picture of the given size: a diagonal gradient from `dark` to `light` under some shapes. */
export function gradientPicture(
  { width, height }: { width: number; height: number },
  [dark, light]: readonly [string, string],
  shapes: string,
): Promise<Buffer> {
  return pngFromSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${shapes}
  </svg>`);
}
