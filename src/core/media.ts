/**
 * Images the store uploads (customer display ads, the store's logo, feature items, the order
 * tracker's picture, the online ordering banners): what kinds and sizes each use takes. The console checks a file
 * with these before sending it, and the server checks it again from its content before storing it.
 */

/** The kinds of image taken, by their content (never by the file's name). */
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The largest file any use takes, in bytes (5 MB); a use may take less (`maxBytes`). */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** The most pixels an uploaded image may have before it is even decoded (a 40-megapixel photo). */
export const MEDIA_MAX_PIXELS = 40_000_000;

/**
 * How far the proportions of an image may be from its use's (1 %): a photo of 1920 × 1201 is taken
 * for 1280 × 800 and resized to it; 800 × 800 is refused.
 */
export const MEDIA_RATIO_TOLERANCE = 0.01;

export interface MediaUse {
  /**
   * `cover`: the size an image is stored at, in pixels; a larger one with the same proportions is
   * resized to it. `within`: the box it is stored in, any proportions kept; a smaller one stays as
   * it is.
   */
  fit: 'cover' | 'within';
  width: number;
  height: number;
  /** The largest file taken for this use, in bytes. */
  maxBytes: number;
  /** The kind it is stored as; without, the kind it was sent in. */
  storedAs?: MediaType;
  /** The module and permission that may upload images for this use. */
  module: string;
  permission: string;
  /** Takes a PDF as well as a picture (a vendor's invoice), kept as it is sent. */
  documents?: boolean;
}

/**
 * Each use of an uploaded image, by its code (the `use` of `POST /api/media?use=`). The store's
 * logo goes into e-mails, whose readers do not all show WebP: it is kept as PNG.
 */
export const MEDIA_USES = {
  'customer-display': {
    fit: 'cover',
    width: 1280,
    height: 800,
    maxBytes: MEDIA_MAX_BYTES,
    module: 'marketing',
    permission: 'customer-display',
  },
  'store-logo': {
    fit: 'within',
    width: 512,
    height: 512,
    maxBytes: 2 * 1024 * 1024,
    storedAs: 'image/png',
    module: 'business-info',
    permission: 'store-info',
  },
  'feature-item': {
    fit: 'cover',
    width: 600,
    height: 400,
    maxBytes: MEDIA_MAX_BYTES,
    module: 'online-ordering',
    permission: 'feature-items',
  },
  // The online ordering site's banners: wide on a computer, nearer square on a phone.
  'olo-banner-web': {
    fit: 'cover',
    width: 1920,
    height: 480,
    maxBytes: MEDIA_MAX_BYTES,
    module: 'online-ordering',
    permission: 'store-settings',
  },
  'olo-banner-mobile': {
    fit: 'cover',
    width: 750,
    height: 400,
    maxBytes: MEDIA_MAX_BYTES,
    module: 'online-ordering',
    permission: 'store-settings',
  },
  // The picture of the order tracker's screen (a logo or a dish), any proportions.
  'order-tracker': {
    fit: 'within',
    width: 800,
    height: 800,
    maxBytes: MEDIA_MAX_BYTES,
    module: 'settings-office',
    permission: 'order-tracker-settings',
  },
  // A vendor's invoice: a PDF, or a photo of it kept large enough to read.
  'vendor-invoice': {
    fit: 'within',
    width: 2400,
    height: 2400,
    maxBytes: MEDIA_MAX_BYTES,
    module: 'settings-office',
    permission: 'invoices',
    documents: true,
  },
} as const satisfies Record<string, MediaUse>;
export type MediaUseCode = keyof typeof MEDIA_USES;

/** The uses whose images a store publishes on its online ordering site: read by guests without signing in. */
export const PUBLIC_MEDIA_USES: readonly MediaUseCode[] = [
  'olo-banner-web',
  'olo-banner-mobile',
  'feature-item',
];

export const isMediaUse = (code: unknown): code is MediaUseCode =>
  typeof code === 'string' && Object.hasOwn(MEDIA_USES, code);

export const isMediaType = (type: unknown): type is MediaType =>
  typeof type === 'string' && (MEDIA_TYPES as readonly string[]).includes(type);

/** Whether an image of this size fits a use: any size within a box, else at least its size, with its proportions. */
export function dimensionsFit(use: MediaUse, width: number, height: number): boolean {
  if (use.fit === 'within') return width > 0 && height > 0;
  if (width < use.width || height < use.height) return false;
  const wanted = use.width / use.height;
  return Math.abs(width / height - wanted) / wanted <= MEDIA_RATIO_TOLERANCE;
}

/** What a refusal of wrong dimensions says beside its title: the size wanted and the size given. */
export const dimensionParams = (use: MediaUse, width: number, height: number) => ({
  width: use.width,
  height: use.height,
  actualWidth: width,
  actualHeight: height,
});

/** A use's largest file, in whole megabytes as its refusal names them. */
export const maxMegabytes = (use: MediaUse) => use.maxBytes / 1024 / 1024;

/** Where the console reads an image: its id, and its content's hash so that a new content is a new address. */
export const mediaUrl = (id: string, hash: string) => `/api/media/${id}?v=${hash.slice(0, 16)}`;

/** The kind of image some bytes are, read from their first bytes; `null` when none of MEDIA_TYPES. */
export function sniffImageType(bytes: Uint8Array): MediaType | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}
