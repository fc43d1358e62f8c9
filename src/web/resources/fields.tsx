import { Box, Chip, Stack } from '@mui/material';
import {
  BooleanField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  useGetMany,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { adminResourceName, resourceByName } from '../../core/registry';
import type { FieldDef, ResourceDef } from '../../core/resource';
import { formatDateOnly, formatTimeOfDay, formatTimestamp } from '../../core/formats';
import { formatMoney, formatPercent } from '../format';
import { useStoreSettings } from '../storeSettings';
import { dateTimeFormats, displayTitle } from '../storeFormats';
import { scheduleText, type Schedule } from '../../core/schedule';
import { choiceLabel } from './choices';
import { WIDGETS } from '../widgets';

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
      color={value === 'active' ? 'success' : value === 'terminated' ? 'error' : 'default'}
      variant="outlined"
    />
  );
}

function ChoiceField({ resource, source }: { resource: ResourceDef; source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as string | undefined;
  if (!value) return null;
  return <span>{choiceLabel(translate, resource, value)}</span>;
}

/** A stored date (YYYY-MM-DD) in the store's date format, with no time zone shift. */
function DateOnlyField({ source }: { source: string }) {
  const record = useRecordContext();
  const { dateFormat } = useStoreSettings();
  const text = formatDateOnly(record?.[source], dateFormat);
  return text ? <span>{text}</span> : null;
}

/** A moment (created_at, updated_at, a `datetime` field) in the store's date and hour formats, on its clock. */
export function TimestampField({ source }: { source: string }) {
  const record = useRecordContext();
  const settings = useStoreSettings();
  const value = record?.[source];
  const text = formatTimestamp(value, dateTimeFormats(settings));
  return text ? <time dateTime={String(value)}>{text}</time> : null;
}

/** Money with the store's symbol and two decimals ("$9.50"); with a suffix, a rate as written ("8.875%"). */
function MoneyField({ source, suffix }: { source: string; suffix?: string }) {
  const record = useRecordContext();
  const { currencySymbol } = useStoreSettings();
  const value = record?.[source];
  if (typeof value !== 'number') return null;
  return <span>{suffix ? formatPercent(value, suffix) : formatMoney(value, currencySymbol)}</span>;
}

/**
 * A row of a list field in a few words: its values in schema order, money as money, a referenced
 * record by its title ("Ground beef 0.2").
 */
function rowText(
  field: FieldDef,
  row: Record<string, unknown>,
  symbol: string,
  titles: ReadonlyMap<string, string>,
): string {
  return (field.fields ?? [])
    .map((f) => {
      const v = row[f.name];
      if (v === null || v === undefined || v === '') return '';
      if (f.kind === 'reference') return titles.get(String(v)) ?? '';
      return f.kind === 'money' && typeof v === 'number' ? formatMoney(v, symbol) : String(v);
    })
    .filter(Boolean)
    .join(' ');
}

const NO_TITLES: ReadonlyMap<string, string> = new Map();

/** The titles of the records a list field's rows refer to (a recipe's ingredients), by id. */
function useRowReferenceTitles(
  field: FieldDef,
  rows: readonly Record<string, unknown>[],
): ReadonlyMap<string, string> {
  // A list's row fields never change, so at most one reference column is read, always the same one.
  const ref = (field.fields ?? []).find((f) => f.kind === 'reference');
  const target = ref ? resourceByName(ref.reference!.resource) : null;
  const ids = ref ? [...new Set(rows.map((row) => String(row[ref.name] ?? '')).filter(Boolean))] : [];
  const { data } = useGetMany(
    target ? adminResourceName(target) : '',
    { ids },
    { enabled: !!target && ids.length > 0 },
  );
  const { nameFormat } = useStoreSettings();
  if (!target) return NO_TITLES;
  return new Map((data ?? []).map((record) => [String(record.id), displayTitle(target, record, nameFormat)]));
}

/** A list field's rows as chips, e.g. a menu item's prices "Regular $9.50". */
function RowsField({ field }: { field: FieldDef }) {
  const record = useRecordContext();
  const { currencySymbol } = useStoreSettings();
  const rows = (record?.[field.name] as Record<string, unknown>[] | undefined) ?? [];
  const titles = useRowReferenceTitles(field, rows);
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {rows.map((row, i) => (
        <Chip key={i} size="small" label={rowText(field, row, currencySymbol, titles)} />
      ))}
    </Stack>
  );
}

/** A schedule in a few words: its dates, then each day's hours. */
function ScheduleField({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { dateFormat, hourFormat } = useStoreSettings();
  const text = scheduleText((day) => translate(`days.${day}`), record?.[source] as Schedule | undefined, {
    date: (ymd) => formatDateOnly(ymd, dateFormat),
    time: (hhmm) => formatTimeOfDay(hhmm, hourFormat),
  });
  return <span>{text || translate('schedule.none')}</span>;
}

/** How a list column shows a field of each kind; secrets are never shown. */
export function FieldFor({ resource, field }: { resource: ResourceDef; field: FieldDef }) {
  switch (field.kind) {
    case 'secret':
      return null;
    case 'enum':
      return <ChoiceField resource={resource} source={field.name} />;
    case 'date':
      return <DateOnlyField source={field.name} />;
    case 'datetime':
      return <TimestampField source={field.name} />;
    case 'schedule':
      return <ScheduleField source={field.name} />;
    case 'references':
      return (
        <ReferenceArrayField
          source={field.name}
          reference={adminResourceName(resourceByName(field.reference!.resource))}
          sort={resourceByName(field.reference!.resource).sort}
        >
          {/* Each record by its title (the resource's recordRepresentation). */}
          <SingleFieldList linkType={false} sx={{ gap: 0.5, my: 0 }} />
        </ReferenceArrayField>
      );
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
    case 'quantity':
      return <NumberField source={field.name} />;
    case 'list': {
      if (!field.widget) return <RowsField field={field} />;
      const Widget = WIDGETS[field.widget].Field;
      return <Widget source={field.name} />;
    }
    case 'reference':
      return (
        <ReferenceField
          source={field.name}
          reference={adminResourceName(resourceByName(field.reference!.resource))}
          link={false}
        />
      );
    default:
      return <TextField source={field.name} />;
  }
}
