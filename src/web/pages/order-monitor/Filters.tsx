import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChoiceSelect } from '../../reports/ChoiceSelect';
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
  const field = { sx: { minWidth: { sm: 180 } } };
  return (
    <Stack
      component="section"
      aria-label={translate('orderMonitor.filters')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ my: 2 }}
    >
      <ChoiceSelect
        {...field}
        id="order-monitor-status"
        label={translate('orderMonitor.status')}
        value={values.status}
        choices={['', ...STATUSES] as const}
        choiceLabel={(s) => (s ? translate(`orderMonitor.statuses.${s}`) : translate('orderMonitor.all'))}
        onChange={(status) => onChange({ ...values, status })}
      />
      <ChoiceSelect
        {...field}
        id="order-monitor-order-type"
        label={translate('orderMonitor.orderType')}
        value={values.orderType}
        choices={['', ...orderTypes.map((o) => o.id)]}
        choiceLabel={(id) => (id ? orderTypes.find((o) => o.id === id)!.name : translate('orderMonitor.all'))}
        onChange={(orderType) => onChange({ ...values, orderType })}
      />
      <ChoiceSelect
        {...field}
        id="order-monitor-hours"
        label={translate('orderMonitor.hours')}
        value={hours}
        choices={hourChoices(defaultHours, hours)}
        choiceLabel={(h) => translate('orderMonitor.lastHours', { smart_count: h })}
        onChange={(h) => onHours(Number(h))}
        helperText={translate('orderMonitor.storeDefault', { smart_count: defaultHours })}
      />
    </Stack>
  );
}
