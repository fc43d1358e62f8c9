import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  type DialogContentProps,
  type DialogProps,
} from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';

/** One of the two buttons under a dialog. */
export interface DialogAction {
  label: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

export interface DialogFrameProps extends Omit<
  DialogProps,
  'id' | 'title' | 'children' | 'onClose' | 'onSubmit'
> {
  /** Prefix of the title's id (`<id>-title`) and of the short text's (`<id>-text`). */
  id: string;
  title: ReactNode;
  onClose?: () => void;
  /** The short explanation under the title; it describes the dialog. */
  text?: ReactNode;
  /** What went wrong with the last try, shown above the fields. */
  error?: string | null;
  children?: ReactNode;
  contentProps?: DialogContentProps;
  /** The dialog is a form: Enter or the confirm button submits it. */
  onSubmit?: (event: FormEvent) => void;
  cancel: DialogAction;
  confirm: DialogAction;
  /** Something that cannot be undone: the confirm button is red. */
  danger?: boolean;
  /**
   * Not doing it is the default answer: the red confirm comes first as a plain button and the
   * cancel is the highlighted, focused one.
   */
  safeDefault?: boolean;
  /** A request is on its way: the confirm button waits. */
  busy?: boolean;
}

/** The console's dialog: title, short text, error line, content, Cancel and Confirm. */
export function DialogFrame({
  id,
  title,
  onClose,
  text,
  error,
  children,
  contentProps,
  onSubmit,
  cancel,
  confirm,
  danger,
  safeDefault,
  busy,
  ...dialog
}: DialogFrameProps) {
  const more = !!children || !!error;
  const cancelButton = (
    <Button
      onClick={cancel.onClick ?? onClose}
      disabled={cancel.disabled}
      autoFocus={cancel.autoFocus ?? safeDefault}
      variant={safeDefault ? 'contained' : undefined}
    >
      {cancel.label}
    </Button>
  );
  const confirmButton = (
    <Button
      type={onSubmit ? 'submit' : undefined}
      onClick={confirm.onClick}
      color={danger || safeDefault ? 'error' : undefined}
      variant={safeDefault ? undefined : 'contained'}
      disabled={busy || confirm.disabled}
      autoFocus={confirm.autoFocus}
    >
      {confirm.label}
    </Button>
  );
  const body = (
    <>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent {...contentProps}>
        {text && (
          <DialogContentText id={`${id}-text`} sx={more ? { mb: 2 } : undefined}>
            {text}
          </DialogContentText>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {children}
      </DialogContent>
      <DialogActions>
        {safeDefault ? confirmButton : cancelButton}
        {safeDefault ? cancelButton : confirmButton}
      </DialogActions>
    </>
  );
  return (
    <Dialog
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
      {...dialog}
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}

/** A question before something that cannot be taken back; not doing it is the default answer. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  cancel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <DialogFrame
      id={id}
      open={open}
      onClose={onCancel}
      title={title}
      text={text}
      safeDefault
      confirm={{ label: confirm, onClick: onConfirm }}
      cancel={{ label: cancel }}
    />
  );
}

/** The caller's own password, asked again before something weighty. */
export function PasswordConfirmField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      type="password"
      label={label}
      autoComplete="current-password"
      fullWidth
      autoFocus
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
