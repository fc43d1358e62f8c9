import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, type ReactElement, type ReactNode } from 'react';
import { Form, SaveButton, useTranslate, type ValidateForm } from 'react-admin';
import { ClearServerErrorsOnChange } from './naming';

/**
 * A record's form in a dialog (a reference created on the spot, an SMTP setting of General Settings):
 * title, the fields, Cancel and Save. `wrap` puts the form inside its CreateBase or EditBase, which must
 * sit inside the dialog. On a phone it fills the screen, a form in a floating box being too narrow.
 */
export function FormDialog({
  title,
  onClose,
  validate,
  alwaysEnable,
  wrap,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  validate: ValidateForm;
  /** Saving need not wait for an edit (a new record's first values can be enough). */
  alwaysEnable?: boolean;
  wrap: (form: ReactElement) => ReactElement;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // The form wraps title, content and actions: it must pass the dialog's layout on, so that only
      // the fields scroll.
      sx={{ '& .form-dialog-form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 } }}
    >
      {wrap(
        // Same rules as the resource's own page, in the user's language: no browser bubbles.
        <Form validate={validate} noValidate className="form-dialog-form">
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent dividers>
            <ClearServerErrorsOnChange />
            {children}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} color="inherit">
              {translate('ra.action.cancel')}
            </Button>
            <SaveButton alwaysEnable={alwaysEnable} />
          </DialogActions>
        </Form>,
      )}
    </Dialog>
  );
}
