import { useId } from 'react';
import { Box, Button, FormLabel, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { maxMegabytes, MEDIA_TYPES, MEDIA_USES, type MediaUseCode } from '../../../core/media';
import type { FieldDef } from '../../../core/resource';
import { MediaImage } from './MediaImage';
import { UploadRefusal, useImageUpload } from './useImageUpload';

/**
 * A list of uploaded images (ids of the store's media) in the order they are shown: Upload checks a
 * file in the browser, sends it and adds it; each image can move earlier or go. A refused file says
 * why ("Error: Wrong dimensions" with the size wanted) and changes nothing.
 */
export function MediaListInput({ field, label, use }: { field: FieldDef; label: string; use: MediaUseCode }) {
  const translate = useTranslate();
  const inputId = useId();
  const hintId = useId();
  const {
    field: input,
    fieldState: { error, invalid },
  } = useInput({ source: field.name, format: (v: unknown) => v, parse: (v: unknown) => v });
  const ids = Array.isArray(input.value) ? (input.value as string[]) : [];
  const size = MEDIA_USES[use];
  const max = field.maxItems ?? Infinity;

  const change = (next: string[]) => {
    input.onChange(next);
    input.onBlur();
  };
  const { busy, refusal, dismiss, onFile } = useImageUpload(use, (id) => change([...ids, id]));

  const move = (i: number) =>
    change(ids.map((id, k) => (k === i - 1 ? ids[i]! : k === i ? ids[i - 1]! : id)));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0, width: '100%' }}>
      <FormLabel component="legend" required={field.required} error={invalid}>
        {translate(label)}
      </FormLabel>
      {ids.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {translate('media.empty')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ids.map((id, i) => {
          const n = { n: i + 1, count: ids.length };
          return (
            <Box component="li" key={id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}>
              <MediaImage
                id={id}
                alt={translate('media.image', n)}
                width={160}
                ratio={size.width / size.height}
              />
              <Stack direction="row" justifyContent="flex-end">
                {i > 0 && (
                  <Tooltip title={translate('media.moveUp', n)}>
                    <IconButton
                      size="small"
                      aria-label={translate('media.moveUp', n)}
                      onClick={() => move(i)}
                    >
                      <ArrowBackIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title={translate('media.remove', n)}>
                  <IconButton
                    size="small"
                    aria-label={translate('media.remove', n)}
                    onClick={() => change(ids.filter((_, k) => k !== i))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Box>
          );
        })}
      </Box>
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={busy || ids.length >= max}
      >
        {translate(busy ? 'media.uploading' : 'media.upload')}
        <input
          id={inputId}
          type="file"
          hidden
          accept={MEDIA_TYPES.join(',')}
          aria-describedby={hintId}
          onChange={(e) => void onFile(e)}
        />
      </Button>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {translate('media.hint', {
          width: size.width,
          height: size.height,
          megabytes: maxMegabytes(size),
        })}
      </Typography>
      <UploadRefusal refusal={refusal} onClose={dismiss} />
      {invalid && <InputHelperText error={error?.message} />}
    </Box>
  );
}
