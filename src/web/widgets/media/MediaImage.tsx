import { useEffect, useRef, useState } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { imageObjectUrl } from './media';

/**
 * One of the store's uploaded images, read with the user's token (an `<img>` alone cannot send
 * it) and shown at the given width, keeping the proportions it was stored with (`ratio`; without
 * it, an image of any proportions at most that wide and tall, as the store's logo). A `lazy` image
 * (a list's thumbnails) is only read once it comes near the screen.
 */
export function MediaImage({
  id,
  alt,
  width,
  ratio,
  lazy = false,
}: {
  id: string;
  alt: string;
  width: number;
  ratio?: number;
  lazy?: boolean;
}) {
  const translate = useTranslate();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [near, setNear] = useState(!lazy);
  const placeholder = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const at = placeholder.current;
    if (near || !at) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const watch = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    watch.observe(at);
    return () => watch.disconnect();
  }, [near]);
  useEffect(() => {
    if (!near) return;
    let url: string | null = null;
    let gone = false;
    setSrc(null);
    setFailed(false);
    imageObjectUrl(id)
      .then((made) => {
        url = made;
        if (gone) URL.revokeObjectURL(made);
        else setSrc(made);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, near]);
  const height = Math.round(width / (ratio ?? 1));
  if (failed)
    return (
      <Box sx={{ width, height, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
        <Typography variant="caption">{translate('media.failedToLoad')}</Typography>
      </Box>
    );
  if (!src)
    return (
      <Skeleton ref={placeholder} variant="rectangular" width={width} height={height} aria-hidden="true" />
    );
  if (ratio === undefined)
    return (
      <img
        src={src}
        alt={alt}
        style={{ display: 'block', maxWidth: '100%', width: 'auto', height: 'auto', maxHeight: width }}
      />
    );
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      style={{ display: 'block', objectFit: 'cover' }}
    />
  );
}
