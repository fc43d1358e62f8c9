import { useRef, useState, type FormEvent } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';

/** SPEC §5 and §9: password and newPassword have at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string) => EMAIL.test(value.trim());
export const isLongEnough = (password: string) => password.length >= PASSWORD_MIN_LENGTH;
export const passwordsMatch = (password: string, confirmation: string) => password === confirmation;

const required = (label: string, translate: TranslateFunction) =>
  translate('validation.required', { field: label.toLowerCase() });

/** A required field: its message, or null when it has a value. */
export function checkRequired(value: string, label: string, translate: TranslateFunction): string | null {
  return value.trim() ? null : required(label, translate);
}

/** A password being entered (current or to unlock): only required, spaces count. */
export function checkPassword(value: string, label: string, translate: TranslateFunction): string | null {
  return value ? null : required(label, translate);
}

export function checkEmail(value: string, label: string, translate: TranslateFunction): string | null {
  if (!value.trim()) return required(label, translate);
  return isValidEmail(value) ? null : translate('login.invalidEmail');
}

/** A new password: required, and at least PASSWORD_MIN_LENGTH characters. */
export function checkNewPassword(value: string, label: string, translate: TranslateFunction): string | null {
  if (!value) return required(label, translate);
  return isLongEnough(value)
    ? null
    : translate('account.validation.minLength', { field: label.toLowerCase(), limit: PASSWORD_MIN_LENGTH });
}

/** The confirmation of a new password: required, and equal to it ("Passwords must match"). */
export function checkConfirmation(
  password: string,
  confirmation: string,
  label: string,
  translate: TranslateFunction,
): string | null {
  if (!confirmation) return required(label, translate);
  return passwordsMatch(password, confirmation) ? null : translate('account.validation.passwordsMatch');
}

/** After a refused submit, moves the focus to the first field marked invalid once it is rendered. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/**
 * What every account form keeps: its element, whether its messages show yet (after a first send),
 * whether it is being sent, and the server's error. `start` begins a send: the fields are checked
 * first, and a form with a wrong field is not sent but focused on it.
 */
export function useAccountForm() {
  const form = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    form,
    touched,
    setTouched,
    busy,
    setBusy,
    error,
    setError,
    shown: (message: string | null) => (touched ? message : null),
    start(event: FormEvent, invalid: boolean): boolean {
      event.preventDefault();
      setTouched(true);
      if (invalid) {
        focusFirstInvalid(form.current);
        return false;
      }
      setBusy(true);
      setError(null);
      return true;
    },
  };
}

/** The form state `AccountForm` draws: its element, the server's error and whether it is being sent. */
export type AccountFormState = Pick<ReturnType<typeof useAccountForm>, 'form' | 'error' | 'busy'>;

/**
 * A new password and its confirmation, as registering, resetting and changing a password ask them:
 * their values, labels (`label` for the password) and messages.
 */
export function useNewPassword(label: string) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const confirmLabel = translate('account.fields.confirmPassword');
  const errors = {
    password: checkNewPassword(password, label, translate),
    confirmation: checkConfirmation(password, confirmation, confirmLabel, translate),
  };
  return {
    label,
    confirmLabel,
    password,
    setPassword,
    confirmation,
    setConfirmation,
    errors,
    invalid: !!(errors.password || errors.confirmation),
    clear() {
      setPassword('');
      setConfirmation('');
    },
  };
}

export type NewPassword = ReturnType<typeof useNewPassword>;

/** The password of the account signing in or unlocking, or of the signed-in user: its value, label and message. */
export function useCurrentPassword(label: string) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  return { label, password, setPassword, error: checkPassword(password, label, translate) };
}

export type CurrentPassword = ReturnType<typeof useCurrentPassword>;
