import { Typography } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { MediaUseCode } from '../../../core/media';
import type { FieldDef } from '../../../core/resource';
import { ImagePicker } from './ImagePicker';

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
 * One image of a record (the store's logo, a feature item's image) in a react-admin form: the
 * picker on the field's value, kept when the record is saved, saying so until then.
 */
export function ImageInput({ field, label, use, texts, nameSource }: ImageInputProps) {
  const translate = useTranslate();
  const {
    field: input,
    fieldState: { error, invalid, isDirty },
  } = useInput({ source: field.name, format: (v: unknown) => v ?? null, parse: (v: unknown) => v });
  const name = useWatch({ name: nameSource }) as string | undefined;
  const id = typeof input.value === 'string' && input.value ? input.value : null;
  return (
    <ImagePicker
      id={id}
      onChange={(next) => {
        input.onChange(next);
        input.onBlur();
      }}
      use={use}
      label={translate(label)}
      alt={translate(`${texts}.alt`, { name: name ?? '' })}
      texts={texts}
      width={240}
      invalid={invalid}
    >
      {isDirty && (
        <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
          {translate(id ? `${texts}.unsaved` : `${texts}.removed`)}
        </Typography>
      )}
      {invalid && <InputHelperText error={error?.message} />}
    </ImagePicker>
  );
}
