import {
  Alert,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportAction, ImportResult } from '../../../core/import/protocol';
import { LinesTable } from './LinesTable';

/** Whether the file's lines create records, or update the records they match (by `matchedBy`) and create the rest. */
export function ActionChoice({
  action,
  matchedBy,
  disabled,
  onChange,
}: {
  action: ImportAction;
  matchedBy: string;
  disabled: boolean;
  onChange: (action: ImportAction) => void;
}) {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>{translate('import.action')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={action}
        onChange={(event) => onChange(event.target.value as ImportAction)}
      >
        <FormControlLabel value="create" control={<Radio />} label={translate('import.actionCreate')} />
        <FormControlLabel
          value="update"
          control={<Radio />}
          label={translate('import.actionUpdate', { field: matchedBy })}
        />
      </RadioGroup>
    </FormControl>
  );
}

/** After the check of an update import: each valid line, new or updating which record. */
export function PlanTable({ result }: { result: ImportResult }) {
  const translate = useTranslate();
  if (result.action !== 'update' || !result.plan.length) return null;
  const total = result.created + result.updated;
  return (
    <LinesTable
      caption={translate('import.plan')}
      note={
        total > result.plan.length && (
          <Typography variant="body2" color="text.secondary">
            {translate('import.morePlan', { shown: result.plan.length, total })}
          </Typography>
        )
      }
      maxHeight={320}
      head={<TableCell>{translate('import.lineDoes')}</TableCell>}
    >
      {result.plan.map((p) => (
        <TableRow key={p.line}>
          <TableCell>{p.line}</TableCell>
          <TableCell>
            {p.updates === undefined
              ? translate('import.planNew')
              : translate('import.planUpdates', { record: p.updates })}
          </TableCell>
        </TableRow>
      ))}
    </LinesTable>
  );
}

/**
 * A create import refused lines whose name another record already holds: the update action would
 * update those records instead.
 */
export function UpdateHint({ result, matchedBy }: { result: ImportResult; matchedBy: string | null }) {
  const translate = useTranslate();
  if (!result.suggestUpdate || !matchedBy) return null;
  return (
    <Alert severity="info">
      {translate('import.updateHint', {
        action: translate('import.actionUpdate', { field: matchedBy }),
      })}
    </Alert>
  );
}
