import { DialogContentText, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DialogFrame } from '../../widgets/DialogFrame';
import type { OpenChecksChoice } from './api';

interface Props {
  open: boolean;
  /** The day's date as the store writes it. */
  date: string;
  /** Employees clocked in now: the close clocks them out. */
  clockedIn: number;
  /** Checks still open: the user chooses what the close does with them before confirming. */
  openChecks: number;
  choice: OpenChecksChoice | null;
  choose: (choice: OpenChecksChoice) => void;
  busy: boolean;
  confirm: () => void;
  close: () => void;
}

/**
 * Closing the day is irreversible (SPEC §4): the dialog says so, how many people it clocks out and,
 * when checks are open, asks whether to close them as they are or leave them open into the next day.
 */
export function CloseDayDialog({
  open,
  date,
  clockedIn,
  openChecks,
  choice,
  choose,
  busy,
  confirm,
  close,
}: Props) {
  const translate = useTranslate();
  return (
    <DialogFrame
      id="close-day-confirm"
      open={open}
      onClose={busy ? undefined : close}
      aria-describedby="close-day-confirm-text"
      contentProps={{ id: 'close-day-confirm-text' }}
      fullWidth
      maxWidth="xs"
      title={translate('closeDay.close.title', { date })}
      danger
      busy={busy}
      cancel={{ label: translate('closeDay.close.cancel'), onClick: close, autoFocus: true, disabled: busy }}
      confirm={{
        label: translate('closeDay.close.confirm'),
        onClick: confirm,
        disabled: openChecks > 0 && !choice,
      }}
    >
      <DialogContentText gutterBottom>{translate('closeDay.close.irreversible')}</DialogContentText>
      <DialogContentText>
        {clockedIn
          ? translate('closeDay.close.clockOut', { smart_count: clockedIn })
          : translate('closeDay.close.nobody')}
      </DialogContentText>
      {openChecks > 0 && (
        <>
          <DialogContentText id="close-day-checks-question" sx={{ mt: 1 }}>
            {translate('closeDay.close.openChecks', { smart_count: openChecks })}
          </DialogContentText>
          <RadioGroup
            aria-labelledby="close-day-checks-question"
            value={choice ?? ''}
            onChange={(e) => choose(e.target.value as OpenChecksChoice)}
          >
            <FormControlLabel
              value="close"
              control={<Radio disabled={busy} />}
              label={translate('closeDay.close.closeChecks')}
            />
            <FormControlLabel
              value="leave_open"
              control={<Radio disabled={busy} />}
              label={translate('closeDay.close.leaveChecksOpen')}
            />
          </RadioGroup>
        </>
      )}
    </DialogFrame>
  );
}
