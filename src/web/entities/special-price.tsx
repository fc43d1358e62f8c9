import { InputAdornment } from '@mui/material';
import { NumberInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldDef, ResourceDef } from '../../core/resource';
import { formatMoney, formatPercent } from '../format';
import type { EntityUi } from '../resources/entities';
import { useStoreSettings } from '../storeSettings';

/** The value as its price type means it: a price, a percentage off, or an amount off. */
function valueText(type: unknown, value: number, symbol: string): string {
  if (type === 'percent') return `−${formatPercent(value)}`;
  if (type === 'amount') return `−${formatMoney(value, symbol)}`;
  return formatMoney(value, symbol);
}

function ValueField({ field }: { resource: ResourceDef; field: FieldDef }) {
  const record = useRecordContext();
  const { currencySymbol } = useStoreSettings();
  const value = record?.[field.name];
  if (typeof value !== 'number') return null;
  return <span>{valueText(record?.price_type, value, currencySymbol)}</span>;
}

/** The value's input says what it is as the price type changes: "$" before a price, "%" after a percentage. */
function ValueInput({ field, label }: { resource: ResourceDef; field: FieldDef; label: string }) {
  const type = useWatch({ name: 'price_type' }) as string | undefined;
  const { currencySymbol } = useStoreSettings();
  const percent = type === 'percent';
  return (
    <NumberInput
      source={field.name}
      label={label}
      isRequired={field.required}
      step={0.01}
      max={percent ? 100 : undefined}
      sx={{ maxWidth: 300 }}
      slotProps={{
        input: percent
          ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
          : { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> },
      }}
    />
  );
}

const specialPrice: EntityUi = { fields: { value: ValueField }, inputs: { value: ValueInput } };
export default specialPrice;
