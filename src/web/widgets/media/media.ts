import {
  dimensionParams,
  dimensionsFit,
  isMediaType,
  maxMegabytes,
  MEDIA_USES,
  type MediaUse,
  type MediaUseCode,
} from '../../../core/media';
import { authFetch } from '../../session';

/** A refusal of an image, in the console's words: its message key, parameters and optional detail. */
export interface MediaRefusal {
  key: string;
  params: Record<string, string | number>;
  /** The detail's own key (wrong dimensions: the size wanted and the size given). */
  detailKey?: string;
}

export class MediaRefused extends Error {
  constructor(readonly refusal: MediaRefusal) {
    super(refusal.key);
  }
}

/** Throws a refusal of a file as a MediaRefused. */
export const refuse = (
  key: string,
  params: Record<string, string | number> = {},
  detailKey?: string,
): never => {
  throw new MediaRefused({ key, params, ...(detailKey ? { detailKey } : {}) });
};

/** The pixel size of an image file, read by the browser; `null` when it cannot read it. */
async function pixelSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * The checks the server makes, made first in the browser so that a wrong file is refused before it
 * is sent: its kind, its size in bytes and its pixel size for the use.
 */
export async function checkImageFile(file: File, use: MediaUseCode): Promise<void> {
  const wanted: MediaUse = MEDIA_USES[use];
  if (!isMediaType(file.type)) refuse('media.errors.type');
  if (file.size > wanted.maxBytes) refuse('media.errors.tooLarge', { megabytes: maxMegabytes(wanted) });
  const size = await pixelSize(file);
  if (!size) return refuse('media.errors.unreadable');
  if (!dimensionsFit(wanted, size.width, size.height))
    refuse(
      'media.errors.dimensions',
      dimensionParams(wanted, size.width, size.height),
      'media.errors.dimensionsDetail',
    );
}

/**
 * Sends a file checked before to `POST /api/media` for its use; answers the stored file's id, or
 * throws the server's refusal (or a failed request) as a MediaRefused.
 */
export async function sendMedia(file: File, use: MediaUseCode): Promise<string> {
  let response: Response;
  try {
    response = await authFetch(`/api/media?use=${use}&name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { 'content-type': file.type },
      body: file,
    });
  } catch {
    return refuse('media.errors.request');
  }
  const body = (await response.json().catch(() => null)) as {
    id?: string;
    key?: string;
    params?: Record<string, string | number>;
  } | null;
  if (response.ok && body?.id) return body.id;
  if (body?.key === 'media.errors.dimensions')
    return refuse(body.key, body.params ?? {}, 'media.errors.dimensionsDetail');
  return refuse(body?.key ?? 'errors.server', body?.params ?? {});
}

/** Checks the file, then sends it to `POST /api/media`; answers the stored image's id. */
export async function uploadImage(file: File, use: MediaUseCode): Promise<string> {
  await checkImageFile(file, use);
  return sendMedia(file, use);
}

/** An image's bytes as a local address the page can show (the browser's cache keeps the download). */
export async function imageObjectUrl(id: string): Promise<string> {
  const response = await authFetch(`/api/media/${id}`);
  if (!response.ok) throw new Error(`image ${id}: ${response.status}`);
  return URL.createObjectURL(await response.blob());
}
