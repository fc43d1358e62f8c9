import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DeliveryProblem } from '../../../core/delivery-zones';
import { PartHeading } from '../../editor/PartHeading';
import { useStoreSettings } from '../../store/settings';
import type { EditState, EditZone } from './model';

type Problems = Map<string, DeliveryProblem>;

/** What either panel gets of its list of zones: the state, its problems, and changing and removing a zone. */
export interface ZonePanelProps {
  state: EditState;
  problems: Problems;
  changeZone: (key: string, patch: Partial<EditZone>) => void;
  removeZone: (zone: EditZone, n: number) => void;
}

/** A field's problem (by its path) as a text field's error and helper text; nothing when it has none. */
export function useProblemProps(problems: Problems) {
  const translate = useTranslate();
  return (field: string): { error?: boolean; helperText?: string } => {
    const problem = problems.get(field);
    return problem ? { error: true, helperText: translate(problem.key, problem.params) } : {};
  };
}

/** The zones' heading, and what is wrong with the list as a whole (`list`: its path). */
export function ZonesHeading({ problems, list }: { problems: Problems; list: string }) {
  const translate = useTranslate();
  const problem = problems.get(list);
  return (
    <>
      <PartHeading>{translate('deliveryZones.zones')}</PartHeading>
      {problem && (
        <Typography color="error" role="alert">
          {translate(problem.key, problem.params)}
        </Typography>
      )}
    </>
  );
}

/** The zones in order, a row each. */
export function ZoneList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {children}
    </Box>
  );
}

interface FieldProps {
  zone: EditZone;
  /** The zone's number in its list, for the field's accessible name. */
  n: number;
  changeZone: ZonePanelProps['changeZone'];
  sx?: SxProps<Theme>;
  error?: boolean;
  helperText?: string;
}

/** A zone's name. */
export function ZoneNameField({ zone, n, changeZone, ...rest }: FieldProps) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      label={translate('deliveryZones.name')}
      value={zone.name}
      onChange={(e) => changeZone(zone.key, { name: e.target.value })}
      slotProps={{ htmlInput: { 'aria-label': translate('deliveryZones.nameOf', { n }) } }}
      {...rest}
    />
  );
}

/** Asks to remove a zone. */
export function ZoneRemoveButton({
  zone,
  n,
  removeZone,
  sx,
}: Pick<FieldProps, 'zone' | 'n' | 'sx'> & Pick<ZonePanelProps, 'removeZone'>) {
  const translate = useTranslate();
  return (
    <IconButton
      aria-label={translate('deliveryZones.remove', { n })}
      onClick={() => removeZone(zone, n)}
      sx={sx}
    >
      <DeleteIcon />
    </IconButton>
  );
}

/** What delivery to a zone costs. */
export function ZoneFeeField({ zone, n, changeZone, ...rest }: FieldProps) {
  const translate = useTranslate();
  const { currencySymbol } = useStoreSettings();
  return (
    <TextField
      size="small"
      type="number"
      label={translate('deliveryZones.fee')}
      value={zone.fee}
      onChange={(e) => changeZone(zone.key, { fee: e.target.value })}
      slotProps={{
        htmlInput: { step: 0.01, min: 0, 'aria-label': translate('deliveryZones.feeOf', { n }) },
        input: { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> },
      }}
      {...rest}
    />
  );
}
