import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  open: boolean;
  /** The day's date as the store writes it. */
  date: string;
  /** Employees clocked in now: the close clocks them out. */
  clockedIn: number;
  busy: boolean;
  confirm: () => void;
  close: () => void;
}

/** Closing the day is irreversible (SPEC §4): the dialog says so, and how many people it clocks out. */
export function CloseDayDialog({ open, date, clockedIn, busy, confirm, close }: Props) {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      aria-labelledby="close-day-confirm-title"
      aria-describedby="close-day-confirm-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="close-day-confirm-title">{translate('closeDay.close.title', { date })}</DialogTitle>
      <DialogContent id="close-day-confirm-text">
        <DialogContentText gutterBottom>{translate('closeDay.close.irreversible')}</DialogContentText>
        <DialogContentText>
          {clockedIn
            ? translate('closeDay.close.clockOut', { smart_count: clockedIn })
            : translate('closeDay.close.nobody')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus disabled={busy}>
          {translate('closeDay.close.cancel')}
        </Button>
        <Button onClick={confirm} color="error" variant="contained" disabled={busy}>
          {translate('closeDay.close.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
