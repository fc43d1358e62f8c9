import { Box, Button, FormLabel, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { maxMegabytes, MEDIA_TYPES, MEDIA_USES } from '../../../core/media';
import { MediaImage } from '../../widgets/media/MediaImage';
import { UploadRefusal, useImageUpload } from '../../widgets/media/useImageUpload';

const USE = 'order-tracker';

/**
 * The tracker's image: Upload checks the file in the browser and sends it (media use
 * `order-tracker`), Remove takes it away; either is kept when the settings are saved.
 */
export function TrackerImage({ id, onChange }: { id: string | null; onChange: (id: string | null) => void }) {
  const translate = useTranslate();
  const inputId = useId();
  const hintId = useId();
  const size = MEDIA_USES[USE];
  const { busy, refusal, dismiss, onFile } = useImageUpload(USE, onChange);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend">{translate('orderTracker.fields.image')}</FormLabel>
      <Box sx={{ my: 1, maxWidth: 200 }}>
        {id ? (
          <MediaImage id={id} alt={translate('orderTracker.image.alt')} width={200} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('orderTracker.image.empty')}
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
          {translate(busy ? 'media.uploading' : 'orderTracker.image.upload')}
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
            {translate('orderTracker.image.remove')}
          </Button>
        )}
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {translate('orderTracker.image.hint', {
          width: size.width,
          height: size.height,
          megabytes: maxMegabytes(size),
        })}
      </Typography>
      <UploadRefusal refusal={refusal} onClose={dismiss} />
    </Box>
  );
}
