import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { MovementDialog, type Ledger } from './MovementDialog';

/** A button recording one kind of movement. */
export interface LedgerKind {
  kind: string;
  label: string;
  disabled?: boolean;
  /** Why it is disabled. */
  hint?: string;
}

/**
 * The buttons recording movements on a record's ledger (a payment, a sale, an adjustment…), each
 * opening the movement's dialog; once one is recorded the record is read again, and `onRecorded`
 * reads again what the page shows beside it.
 */
export function LedgerActions({
  ledger,
  recordId,
  kinds,
  params,
  onRecorded,
}: {
  ledger: Ledger;
  recordId: string;
  kinds: LedgerKind[];
  /** The values the dialog's words name. */
  params: Record<string, unknown>;
  onRecorded: () => void;
}) {
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<string | null>(null);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        {kinds.map((k) => (
          <Button
            key={k.kind}
            variant="outlined"
            size="small"
            disabled={k.disabled}
            title={k.hint}
            onClick={() => setDialog(k.kind)}
          >
            {k.label}
          </Button>
        ))}
      </Stack>
      {dialog && (
        <MovementDialog
          ledger={ledger}
          recordId={recordId}
          kind={dialog}
          params={params}
          onClose={() => setDialog(null)}
          onRecorded={() => {
            setDialog(null);
            refresh();
            onRecorded();
          }}
        />
      )}
    </>
  );
}
