import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { areaNameProblem } from '../../../core/floor-layout';
import { DialogFrame } from '../../widgets/DialogFrame';

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
    <DialogFrame
      id="area-name"
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      title={title}
      busy={busy}
      cancel={{ label: translate('floorLayout.areas.cancel') }}
      confirm={{ label: translate('floorLayout.areas.ok') }}
    >
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
    </DialogFrame>
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
    <DialogFrame
      id="area-delete"
      open={name !== null}
      onClose={close}
      title={translate('floorLayout.areas.deleteTitle', { name })}
      text={
        tables
          ? translate('floorLayout.areas.deleteText', { name, smart_count: tables })
          : translate('floorLayout.areas.deleteEmpty', { name })
      }
      danger
      cancel={{ label: translate('floorLayout.areas.cancel'), autoFocus: true }}
      confirm={{ label: translate('floorLayout.areas.delete'), onClick: confirm }}
    />
  );
}
