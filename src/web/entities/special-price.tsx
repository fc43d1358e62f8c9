import { useRecordContext } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../core/resource';
import { formatMoney, formatPercent } from '../../core/formats';
import type { EntityUi } from '../resources/entities';
import { useStoreSettings } from '../store/settings';

/** The value as its price type means it: a price, a percentage off, or an amount off (signed). */
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

// The form's value input is the generic one: its unit follows the price type (`x-unit`).
const specialPrice: EntityUi = { fields: { value: ValueField } };
export default specialPrice;
