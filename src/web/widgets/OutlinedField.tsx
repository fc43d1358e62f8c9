import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { useId, type FocusEvent, type HTMLAttributes, type ReactNode } from 'react';

/**
 * An outlined text input with its label and message, drawn as MUI's TextField draws one, from its
 * parts: TextField also brings the code of its select variant (Select, Menu, Popover, Modal), which
 * the sign-in page would download without ever drawing it.
 */
export function OutlinedField({
  id,
  label,
  value,
  onChange,
  onFocus,
  type,
  name,
  required = false,
  error = false,
  helperText,
  disabled,
  autoComplete,
  autoFocus,
  margin = 'none',
  size = 'medium',
  shrink,
  endAdornment,
  inputProps,
}: {
  id?: string;
  label: ReactNode;
  value: string;
  onChange?: (value: string) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: string;
  name?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  size?: 'small' | 'medium';
  /** The label kept above the input even when it is empty (a date input shows its own placeholder). */
  shrink?: boolean;
  endAdornment?: ReactNode;
  inputProps?: HTMLAttributes<HTMLInputElement> & { maxLength?: number; readOnly?: boolean };
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      fullWidth
      margin={margin}
      size={size}
      required={required}
      error={error}
      disabled={disabled}
      variant="outlined"
    >
      <InputLabel htmlFor={inputId} id={`${inputId}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        name={name}
        type={type}
        label={label}
        notched={shrink}
        value={value}
        onChange={onChange && ((e) => onChange(e.target.value))}
        onFocus={onFocus}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        inputProps={{ ...inputProps, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
