import { useId, type ReactNode } from 'react';
import { Box, Button, FormLabel, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'react-admin';
import { maxMegabytes, MEDIA_TYPES, MEDIA_USES, type MediaUseCode } from '../../../core/media';
import { MediaImage } from './MediaImage';
import { UploadRefusal, useImageUpload } from './useImageUpload';

export interface ImagePickerProps {
  /** The image's media id, or null when there is none. */
  id: string | null;
  onChange: (id: string | null) => void;
  /** What the image is uploaded for (its size, src/core/media.ts). */
  use: MediaUseCode;
  /** The fieldset's legend, translated. */
  label: string;
  /** The image's description for screen readers, translated. */
  alt: string;
  /** Where its words are in the locales: `<texts>.empty`, `.upload`, `.replace`, `.remove`, `.hint`. */
  texts: string;
  /** How wide the image is shown. */
  width: number;
  invalid?: boolean;
  /** Said under the picker: unsaved changes, the form's error. */
  children?: ReactNode;
}

/**
 * One image, wherever it is kept (a record's field, a settings page's state): Upload checks the file
 * in the browser (kind, size), sends it and shows it; Remove takes it away. A refused file says why
 * and changes nothing.
 */
export function ImagePicker({
  id,
  onChange,
  use,
  label,
  alt,
  texts,
  width,
  invalid,
  children,
}: ImagePickerProps) {
  const size = MEDIA_USES[use];
  const translate = useTranslate();
  const inputId = useId();
  const hintId = useId();
  const { busy, refusal, dismiss, onFile } = useImageUpload(use, onChange);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0, width: '100%' }}>
      <FormLabel component="legend" error={invalid}>
        {label}
      </FormLabel>
      <Box sx={{ my: 1, maxWidth: width }}>
        {id ? (
          <MediaImage id={id} alt={alt} width={width} />
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
          <Button variant="text" color="error" startIcon={<DeleteIcon />} onClick={() => onChange(null)}>
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
      {children}
      <UploadRefusal refusal={refusal} onClose={dismiss} />
    </Box>
  );
}
