import { useState, type ChangeEvent } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MediaUseCode } from '../../../core/media';
import { MediaRefused, uploadImage, type MediaRefusal } from './media';

/**
 * A file input's image sent for `use`: its id handed to `done`; `busy` while it travels, and a
 * refused file's reason in `refusal` (nothing handed on), shown by `<UploadRefusal>`.
 */
export function useImageUpload(use: MediaUseCode, done: (id: string) => void) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<MediaRefusal | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setRefusal(null);
    setBusy(true);
    try {
      done(await uploadImage(file, use));
    } catch (e) {
      setRefusal(e instanceof MediaRefused ? e.refusal : { key: 'errors.server', params: {} });
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, dismiss: () => setRefusal(null), onFile };
}

/** Why a file was refused ("Error: Wrong dimensions" with the size wanted), until dismissed. */
export function UploadRefusal({ refusal, onClose }: { refusal: MediaRefusal | null; onClose: () => void }) {
  const translate = useTranslate();
  if (!refusal) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={onClose}>
      <AlertTitle>{translate(refusal.key, refusal.params)}</AlertTitle>
      {refusal.detailKey && translate(refusal.detailKey, refusal.params)}
    </Alert>
  );
}
