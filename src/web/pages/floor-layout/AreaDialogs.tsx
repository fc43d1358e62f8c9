import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { areaNameProblem } from '../../../core/floor-layout';

interface NameProps {
  open: boolean;
  title: string;
  initial: string;
  /** The store's other areas' names: a name taken is refused before it is sent. */
  others: string[];
  submit: (name: string) => Promise<void>;
  close: () => void;
}

/** The name of a new area, or a new name for one. */
export function AreaNameDialog({ open, title, initial, others, submit, close }: NameProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setTouched(false);
    }
  }, [open, initial]);
  const problem = areaNameProblem(name, others);
  const send = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      await submit(name.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="area-name-title" fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <DialogTitle id="area-name-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('floorLayout.areas.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setTouched(true);
            }}
            error={touched && !!problem}
            helperText={touched && problem ? translate(problem.key, problem.params) : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('floorLayout.areas.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('floorLayout.areas.ok')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface DeleteProps {
  name: string | null;
  /** Its tables as saved: they go with it. */
  tables: number;
  confirm: () => void;
  close: () => void;
}

/** "Area with tables asks confirmation" (SPEC §5): the dialog names the area and says how many tables go. */
export function DeleteAreaDialog({ name, tables, confirm, close }: DeleteProps) {
  const translate = useTranslate();
  return (
    <Dialog
      open={name !== null}
      onClose={close}
      aria-labelledby="area-delete-title"
      aria-describedby="area-delete-text"
    >
      <DialogTitle id="area-delete-title">{translate('floorLayout.areas.deleteTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="area-delete-text">
          {tables
            ? translate('floorLayout.areas.deleteText', { name, smart_count: tables })
            : translate('floorLayout.areas.deleteEmpty', { name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {translate('floorLayout.areas.cancel')}
        </Button>
        <Button onClick={confirm} color="error" variant="contained">
          {translate('floorLayout.areas.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
