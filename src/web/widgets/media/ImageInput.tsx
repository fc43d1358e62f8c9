import { useId } from 'react';
import { Box, Button, FormLabel, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { maxMegabytes, MEDIA_TYPES, MEDIA_USES, type MediaUseCode } from '../../../core/media';
import type { FieldDef } from '../../../core/resource';
import { MediaImage } from './MediaImage';
import { UploadRefusal, useImageUpload } from './useImageUpload';

export interface ImageInputProps {
  field: FieldDef;
  label: string;
  /** What the image is uploaded for (its size, src/core/media.ts). */
  use: MediaUseCode;
  /** Where its words are in the locales: `media.logo`, `media.single`. */
  texts: string;
  /** The field of the record whose value names the image in its description for screen readers. */
  nameSource: string;
}

/**
 * One image of a record (the store's logo, a feature item's image): Upload checks the file in the
 * browser (kind, size), sends it and shows it; Remove takes it away; either is kept when the record
 * is saved. A refused file says why and changes nothing.
 */
export function ImageInput({ field, label, use, texts, nameSource }: ImageInputProps) {
  const size = MEDIA_USES[use];
  const translate = useTranslate();
  const inputId = useId();
  const hintId = useId();
  const {
    field: input,
    fieldState: { error, invalid, isDirty },
  } = useInput({ source: field.name, format: (v: unknown) => v ?? null, parse: (v: unknown) => v });
  const name = useWatch({ name: nameSource }) as string | undefined;
  const id = typeof input.value === 'string' && input.value ? input.value : null;

  const change = (next: string | null) => {
    input.onChange(next);
    input.onBlur();
  };
  const { busy, refusal, dismiss, onFile } = useImageUpload(use, change);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0, width: '100%' }}>
      <FormLabel component="legend" error={invalid}>
        {translate(label)}
      </FormLabel>
      <Box sx={{ my: 1, maxWidth: 240 }}>
        {id ? (
          <MediaImage id={id} alt={translate(`${texts}.alt`, { name: name ?? '' })} width={240} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(`${texts}.empty`)}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={busy}
        >
          {translate(busy ? 'media.uploading' : id ? `${texts}.replace` : `${texts}.upload`)}
          <input
            id={inputId}
            type="file"
            hidden
            accept={MEDIA_TYPES.join(',')}
            aria-describedby={hintId}
            onChange={(e) => void onFile(e)}
          />
        </Button>
        {id && (
          <Button variant="text" color="error" startIcon={<DeleteIcon />} onClick={() => change(null)}>
            {translate(`${texts}.remove`)}
          </Button>
        )}
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {translate(`${texts}.hint`, {
          width: size.width,
          height: size.height,
          megabytes: maxMegabytes(size),
        })}
      </Typography>
      {isDirty && (
        <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
          {translate(id ? `${texts}.unsaved` : `${texts}.removed`)}
        </Typography>
      )}
      <UploadRefusal refusal={refusal} onClose={dismiss} />
      {invalid && <InputHelperText error={error?.message} />}
    </Box>
  );
}
