import { createHash, randomUUID } from 'node:crypto';
import type { Metadata } from 'sharp';
import { AppError } from '../../core/errors.js';
import {
  dimensionParams,
  dimensionsFit,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_USES,
  sniffImageType,
  type MediaType,
  type MediaUse,
  type MediaUseCode,
} from '../../core/media.js';
import { sniffDocumentType } from '../../core/invoices.js';
import type { Db } from '../db/database.js';

/** The refusals of an upload that are not "bad request": a file of another kind, a file too large. */
export const MEDIA_STATUS: Record<string, number> = {
  'media.errors.type': 415,
  'media.errors.documentType': 415,
  'media.errors.tooLarge': 413,
  'media.errors.fileTooLarge': 413,
};

/** A file past the use's limit: an image, or for a use taking documents, a file. */
export const tooLarge = (maxBytes = MEDIA_MAX_BYTES, documents = false) =>
  new AppError('BAD_REQUEST', documents ? 'media.errors.fileTooLarge' : 'media.errors.tooLarge', {
    megabytes: maxBytes / 1024 / 1024,
  });

export interface PreparedImage {
  data: Buffer;
  contentType: MediaType | 'application/pdf';
  width: number;
  height: number;
  hash: string;
}

const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

/** The size a picture of `width` × `height` is stored at for a use. */
function storedSize(use: MediaUse, width: number, height: number) {
  if (use.fit === 'cover') return { width: use.width, height: use.height };
  const scale = Math.min(1, use.width / width, use.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * An uploaded file made into the image a use stores, or refused with a sentence: PNG, JPEG or WebP
 * by its content, not larger than the use takes, of a size the use takes; turned upright, resized
 * for the use and written again (in its own kind, or the kind the use stores) without its metadata
 * (no camera or place data leaves the store).
 */
export async function prepareImage(bytes: Buffer, useCode: MediaUseCode): Promise<PreparedImage> {
  const use: MediaUse = MEDIA_USES[useCode];
  if (!bytes.length) throw new AppError('BAD_REQUEST', 'media.errors.empty');
  if (bytes.length > use.maxBytes) throw tooLarge(use.maxBytes);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError('VALIDATION', 'media.errors.type');
  // sharp is loaded by the first picture uploaded, not by every server start.
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch {
    throw new AppError('VALIDATION', 'media.errors.unreadable');
  }
  if (!meta.width || !meta.height) throw new AppError('VALIDATION', 'media.errors.unreadable');
  if (meta.width * meta.height > MEDIA_MAX_PIXELS)
    throw new AppError('VALIDATION', 'media.errors.tooManyPixels');
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (!dimensionsFit(use, width, height))
    throw new AppError('VALIDATION', 'media.errors.dimensions', dimensionParams(use, width, height));
  const size = storedSize(use, width, height);
  const storedAs = use.storedAs ?? contentType;
  let data: Buffer;
  try {
    data = await input()
      .rotate()
      .resize(size.width, size.height, { fit: 'cover' })
      .toFormat(FORMATS[storedAs])
      .toBuffer();
  } catch {
    throw new AppError('VALIDATION', 'media.errors.unreadable');
  }
  return {
    data,
    contentType: storedAs,
    ...size,
    hash: createHash('sha256').update(data).digest('hex'),
  };
}

/**
 * An uploaded file made into what its use stores: for a use taking documents (a vendor's invoice) a
 * PDF is kept as it is sent, once its content is seen to be one (its header and its end mark), and a
 * picture is checked and stored as any image; any other kind is refused. Other uses take images only.
 */
export async function prepareUpload(bytes: Buffer, useCode: MediaUseCode): Promise<PreparedImage> {
  const use: MediaUse = MEDIA_USES[useCode];
  if (!use.documents) return prepareImage(bytes, useCode);
  if (!bytes.length) throw new AppError('BAD_REQUEST', 'media.errors.empty');
  if (bytes.length > use.maxBytes) throw tooLarge(use.maxBytes, true);
  const kind = sniffDocumentType(bytes);
  if (!kind) throw new AppError('VALIDATION', 'media.errors.documentType');
  if (kind !== 'application/pdf') return prepareImage(bytes, useCode);
  if (!bytes.subarray(-1024).toString('latin1').includes('%%EOF'))
    throw new AppError('VALIDATION', 'media.errors.unreadableDocument');
  return {
    data: bytes,
    contentType: kind,
    width: 0,
    height: 0,
    hash: createHash('sha256').update(bytes).digest('hex'),
  };
}

export interface StoredMedia {
  id: string;
  name: string;
  use: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  hash: string;
}

/** Stores a prepared image for the store; a row is written whole or not at all. */
export async function storeMedia(
  db: Db,
  storeId: string,
  use: MediaUseCode,
  name: string,
  image: PreparedImage,
): Promise<StoredMedia> {
  const row = {
    id: randomUUID(),
    name: name.slice(0, 200),
    use,
    content_type: image.contentType,
    width: image.width,
    height: image.height,
    byte_size: image.data.length,
    hash: image.hash,
  };
  await db
    .insertInto('media')
    .values({ store_id: storeId, ...row, data: image.data })
    .execute();
  return row;
}

/** An image of the store with its bytes, or `null` (another store's image is not found either). */
export async function readMedia(db: Db, storeId: string, id: string) {
  const row = await db
    .selectFrom('media')
    .select(['content_type', 'hash', 'data', 'byte_size'])
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    (row as { content_type: string; hash: string; data: Uint8Array; byte_size: number } | undefined) ?? null
  );
}
