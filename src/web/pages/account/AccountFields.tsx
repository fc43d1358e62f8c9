import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CurrentPassword, NewPassword } from './validation';
import { OutlinedField } from '../../widgets/OutlinedField';

/** What every account text field is given. */
interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown (and the field marked invalid) when set. */
  error: string | false | null | undefined;
  autoComplete: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** What every account text field has: its name, required, full width, its value and its message. */
function fieldProps({ id, value, onChange, error, ...rest }: FieldProps) {
  return {
    id,
    name: id,
    ...rest,
    required: true,
    margin: 'normal' as const,
    value,
    onChange,
    error: !!error,
    helperText: error || undefined,
  };
}

/** A password input with its label, error and a show/hide button. */
export function PasswordField(props: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      type={visible ? 'text' : 'password'}
      {...fieldProps(props)}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={translate(visible ? 'login.hidePassword' : 'login.showPassword')}
            aria-controls={props.id}
            onClick={() => setVisible((v) => !v)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

/** The password of the account signing in or unlocking, or of the signed-in user (from `useCurrentPassword`). */
export function CurrentPasswordField({
  field,
  shown,
  autoFocus,
}: {
  field: CurrentPassword;
  /** The message as the form shows it: none before a first send. */
  shown: (message: string | null) => string | null;
  autoFocus?: boolean;
}) {
  return (
    <PasswordField
      id="password"
      autoComplete="current-password"
      label={field.label}
      autoFocus={autoFocus}
      value={field.password}
      onChange={field.setPassword}
      error={shown(field.error)}
    />
  );
}

/** A new password and its confirmation (from `useNewPassword`), as registering, resetting and changing a password ask them. */
export function NewPasswordFields({
  id,
  fields,
  shown,
  autoFocus,
}: {
  /** Id of the first field: `password` or `newPassword`. */
  id: 'password' | 'newPassword';
  fields: NewPassword;
  /** The message as the form shows it: none before a first send. */
  shown: (message: string | null) => string | null;
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordField
        id={id}
        label={fields.label}
        autoComplete="new-password"
        autoFocus={autoFocus}
        value={fields.password}
        onChange={fields.setPassword}
        error={shown(fields.errors.password)}
      />
      <PasswordField
        id="confirmPassword"
        label={fields.confirmLabel}
        autoComplete="new-password"
        value={fields.confirmation}
        onChange={fields.setConfirmation}
        error={shown(fields.errors.confirmation)}
      />
    </>
  );
}

/** A required text input of an account form, with its message, or else its `help`. */
export function AccountTextField({
  type,
  help,
  maxLength,
  ...field
}: FieldProps & { type?: 'email' | 'date'; help?: string; maxLength: number }) {
  return (
    <OutlinedField
      type={type}
      {...fieldProps(field)}
      helperText={field.error || help}
      // A date field shows its own placeholder (mm/dd/yyyy): its label stays above it.
      shrink={type === 'date' ? true : undefined}
      inputProps={{ maxLength }}
    />
  );
}

/** The e-mail address an account is known by (`username` where it signs in). */
export function EmailField({
  label,
  value,
  onChange,
  error,
  autoFocus,
  autoComplete = 'email',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | false | null | undefined;
  autoFocus?: boolean;
  autoComplete?: 'email' | 'username';
}) {
  return (
    <AccountTextField
      id="email"
      type="email"
      label={label}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      value={value}
      onChange={onChange}
      error={error}
      maxLength={254}
    />
  );
}
