import { Box, Chip, Stack } from '@mui/material';
import { BooleanField, ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { adminResourceName, resourceByName } from '../../core/registry';
import type { FieldDef } from '../../core/resource';
import { formatMoney } from '../format';

function ColorField({ source }: { source: string }) {
  const record = useRecordContext();
  const color = record?.[source] as string | undefined;
  if (!color) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Box
        sx={{ width: 16, height: 16, borderRadius: '4px', bgcolor: color, border: 1, borderColor: 'divider' }}
      />
      <span>{color}</span>
    </Stack>
  );
}

function StatusField({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as string | undefined;
  if (!value) return null;
  return (
    <Chip
      size="small"
      label={translate(`status.${value}`)}
      color={value === 'active' ? 'success' : 'default'}
      variant="outlined"
    />
  );
}

function MoneyField({ source, suffix }: { source: string; suffix?: string }) {
  const record = useRecordContext();
  const value = record?.[source];
  if (typeof value !== 'number') return null;
  return <span>{suffix ? `${value}${suffix}` : formatMoney(value)}</span>;
}

function PricesField({ field }: { field: FieldDef }) {
  const record = useRecordContext();
  const prices = (record?.[field.name] as { description: string; price: number }[] | undefined) ?? [];
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {prices.map((p, i) => (
        <Chip key={i} size="small" label={`${p.description} ${formatMoney(p.price)}`} />
      ))}
    </Stack>
  );
}

/** How a list column shows a field of each kind. */
export function FieldFor({ field }: { field: FieldDef }) {
  switch (field.kind) {
    case 'boolean':
      return <BooleanField source={field.name} />;
    case 'color':
      return <ColorField source={field.name} />;
    case 'status':
      return <StatusField source={field.name} />;
    case 'money':
      return <MoneyField source={field.name} />;
    case 'percent':
      return <MoneyField source={field.name} suffix="%" />;
    case 'list':
      return <PricesField field={field} />;
    case 'reference':
      return (
        <ReferenceField
          source={field.name}
          reference={adminResourceName(resourceByName(field.reference!.resource))}
          link={false}
        >
          <TextField source="name" />
        </ReferenceField>
      );
    default:
      return <TextField source={field.name} />;
  }
}
