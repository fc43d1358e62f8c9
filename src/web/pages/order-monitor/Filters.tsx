import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hourChoices, STATUSES, type Status } from './api';

export interface FilterValues {
  status: Status | '';
  orderType: string;
}

interface Props {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  orderTypes: { id: string; name: string }[];
  hours: number;
  defaultHours: number;
  onHours: (hours: number) => void;
}

/** Status, order type and the hours looked back; the fields stack on a phone. */
export function Filters({ values, onChange, orderTypes, hours, defaultHours, onHours }: Props) {
  const translate = useTranslate();
  const field = { size: 'small', select: true, sx: { minWidth: { sm: 180 } } } as const;
  return (
    <Stack
      component="section"
      aria-label={translate('orderMonitor.filters')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ my: 2 }}
    >
      <TextField
        {...field}
        id="order-monitor-status"
        label={translate('orderMonitor.status')}
        value={values.status}
        onChange={(e) => onChange({ ...values, status: e.target.value as FilterValues['status'] })}
      >
        <MenuItem value="">{translate('orderMonitor.all')}</MenuItem>
        {STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`orderMonitor.statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        id="order-monitor-order-type"
        label={translate('orderMonitor.orderType')}
        value={values.orderType}
        onChange={(e) => onChange({ ...values, orderType: e.target.value })}
      >
        <MenuItem value="">{translate('orderMonitor.all')}</MenuItem>
        {orderTypes.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        id="order-monitor-hours"
        label={translate('orderMonitor.hours')}
        value={hours}
        onChange={(e) => onHours(Number(e.target.value))}
        helperText={translate('orderMonitor.storeDefault', { smart_count: defaultHours })}
      >
        {hourChoices(defaultHours, hours).map((h) => (
          <MenuItem key={h} value={h}>
            {translate('orderMonitor.lastHours', { smart_count: h })}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
