import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Asked when someone leaves a page with unsaved changes; staying is the default answer. `text` is an
 * i18n key saying what would be lost.
 */
export function LeaveDialog({
  open,
  stay,
  leave,
  text = 'leave.text',
}: {
  open: boolean;
  stay: () => void;
  leave: () => void;
  text?: string;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={stay} aria-labelledby="leave-title" aria-describedby="leave-text">
      <DialogTitle id="leave-title">{translate('leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-text">{translate(text)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={leave} color="error">
          {translate('leave.leave')}
        </Button>
        <Button onClick={stay} variant="contained" autoFocus>
          {translate('leave.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
