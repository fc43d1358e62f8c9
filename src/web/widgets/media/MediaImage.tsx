import { useEffect, useState } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { imageObjectUrl } from './media';

/**
 * One of the store's uploaded images, read with the user's token (an `<img>` alone cannot send
 * it) and shown at the given width, keeping the proportions it was stored with.
 */
export function MediaImage({
  id,
  alt,
  width,
  ratio,
}: {
  id: string;
  alt: string;
  width: number;
  ratio: number;
}) {
  const translate = useTranslate();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
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
  }, [id]);
  const height = Math.round(width / ratio);
  if (failed)
    return (
      <Box sx={{ width, height, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
        <Typography variant="caption">{translate('media.failedToLoad')}</Typography>
      </Box>
    );
  if (!src) return <Skeleton variant="rectangular" width={width} height={height} />;
  return (
    <img src={src} alt={alt} width={width} height={height} style={{ display: 'block', objectFit: 'cover' }} />
  );
}
