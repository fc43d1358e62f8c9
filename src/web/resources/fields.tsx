import ErrorIcon from '@mui/icons-material/Error';
import { Chip, Tooltip } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import {
  NumberField,
  TextField,
  useGetManyAggregate,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { adminResourceName, resourceByName } from '../../core/registry';
import { inChosenOrder, valueKind, type FieldDef, type ResourceDef } from '../../core/resource';
import {
  formatDateOnly,
  formatMoney,
  formatPercent,
  formatTimeOfDay,
  formatTimestamp,
} from '../../core/formats';
import { useStoreSettings } from '../store/settings';
import { dateTimeFormats, displayTitle } from '../store/formats';
import { scheduleText, type Schedule } from '../../core/schedule';
import { choiceLabel } from './choices';
import { WIDGETS } from '../widgets';

/** A colour as a swatch and its code ("#e65100"): one styled element, plain spans inside. */
function ColorField({ source }: { source: string }) {
  const record = useRecordContext();
  const color = record?.[source] as string | undefined;
  if (!color) return null;
  return (
    <Swatch>
      <span style={{ backgroundColor: color }} aria-hidden />
      {color}
    </Swatch>
  );
}

const Swatch = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  '& > span': {
    width: 16,
    height: 16,
    flexShrink: 0,
    borderRadius: 4,
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
  },
}));

/**
 * Small labels in a cell ("Regular $9.50", a status), drawn as MUI's small chips look: one styled
 * element per cell and plain spans inside it, instead of a Chip component (several styled parts
 * each) per label, which was a good part of drawing a list with a label or three on every row.
 */
const Tags = styled('span')(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5),
    '& > span': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: '0 8px',
      borderRadius: 12,
      fontSize: theme.typography.pxToRem(13),
      whiteSpace: 'nowrap',
      backgroundColor: palette.action.selected,
      color: palette.text.primary,
    },
    '& > span.Tag-outlined': { backgroundColor: 'transparent', border: `1px solid ${palette.divider}` },
    '& > span.Tag-success': { color: palette.success.main, borderColor: palette.success.main },
    '& > span.Tag-error': { color: palette.error.main, borderColor: palette.error.main },
  };
});

function StatusField({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as string | undefined;
  if (!value) return null;
  const tone = value === 'active' ? ' Tag-success' : value === 'terminated' ? ' Tag-error' : '';
  return (
    <Tags>
      <span className={`Tag-outlined${tone}`}>{translate(`status.${value}`)}</span>
    </Tags>
  );
}

function ChoiceField({ resource, source }: { resource: ResourceDef; source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as string | undefined;
  if (!value) return null;
  return <span>{choiceLabel(translate, resource, value)}</span>;
}

/** Several choices (a campaign's platforms) as small chips, in the schema's order; they wrap. */
function ChoicesField({ resource, field }: { resource: ResourceDef; field: FieldDef }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[field.name];
  if (!Array.isArray(value) || !value.length) return null;
  const chosen = (field.enum ?? []).filter((v) => value.includes(v));
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {chosen.map((v) => (
        <Chip key={v} size="small" label={choiceLabel(translate, resource, v)} />
      ))}
    </span>
  );
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

/**
 * Money with the store's symbol and two decimals ("$9.50"), a rate as written ("8.875%"): in the
 * unit the record says when the field's unit follows one of its choices (a discount's type).
 */
function AmountField({ field }: { field: FieldDef }) {
  const record = useRecordContext();
  const { currencySymbol } = useStoreSettings();
  const value = record?.[field.name];
  if (typeof value !== 'number') return null;
  const percent = valueKind(field, record) === 'percent';
  return <span>{percent ? formatPercent(value) : formatMoney(value, currencySymbol)}</span>;
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
      if (typeof v !== 'number') return String(v);
      const kind = valueKind(f, row);
      return kind === 'money' ? formatMoney(v, symbol) : kind === 'percent' ? formatPercent(v) : String(v);
    })
    .filter(Boolean)
    .join(' ');
}

const NO_TITLES: ReadonlyMap<string, string> = new Map();

/** The titles of the records a list field's rows refer to (a recipe's ingredients), by id. */
function useRowReferenceTitles(
  ref: FieldDef,
  rows: readonly Record<string, unknown>[],
): ReadonlyMap<string, string> {
  const ids = [...new Set(rows.map((row) => String(row[ref.name] ?? '')).filter(Boolean))];
  const { records, title } = useReferenced(ref, ids);
  return new Map(records.map((record) => [String(record.id), title(record)]));
}

/** A list field's rows as chips, e.g. a menu item's prices "Regular $9.50". */
function RowsField({ field }: { field: FieldDef }) {
  // A list's row fields never change: only rows that refer to records look their titles up, and at
  // most one reference column is read, always the same one.
  const ref = field.fields?.find((f) => f.kind === 'reference');
  return ref ? (
    <RowsWithTitles field={field} refField={ref} />
  ) : (
    <RowChips field={field} titles={NO_TITLES} />
  );
}

function RowsWithTitles({ field, refField }: { field: FieldDef; refField: FieldDef }) {
  const record = useRecordContext();
  const rows = (record?.[field.name] as Record<string, unknown>[] | undefined) ?? [];
  return <RowChips field={field} titles={useRowReferenceTitles(refField, rows)} />;
}

function RowChips({ field, titles }: { field: FieldDef; titles: ReadonlyMap<string, string> }) {
  const record = useRecordContext();
  const { currencySymbol } = useStoreSettings();
  const rows = (record?.[field.name] as Record<string, unknown>[] | undefined) ?? [];
  return (
    <Tags>
      {rows.map((row, i) => (
        <span key={i}>{rowText(field, row, currencySymbol, titles)}</span>
      ))}
    </Tags>
  );
}

const NO_IDS: unknown[] = [];

/**
 * The records a reference column names, by their titles: one batched lookup per list (react-admin's
 * getMany aggregation) and a span per cell, without react-admin's reference machinery (contexts,
 * links, an access check and a progress bar per cell), which was most of a list's first render.
 */
function useReferenced(field: FieldDef, ids: unknown[]) {
  const target = resourceByName(field.reference!.resource);
  const { nameFormat } = useStoreSettings();
  const { data, error } = useGetManyAggregate(
    adminResourceName(target),
    { ids },
    { enabled: ids.length > 0 },
  );
  const title = (record: RaRecord) => displayTitle(target, record, nameFormat);
  return { target, records: ids.length ? (data ?? []) : [], error, title };
}

/** A failed lookup: an icon named by the error's message. */
function LookupError({ error }: { error: unknown }) {
  const translate = useTranslate();
  const message = typeof error === 'string' ? error : ((error as Error | null)?.message ?? '');
  // The server's messages come translated; react-admin's own are keys.
  return (
    <ErrorIcon
      color="error"
      fontSize="small"
      titleAccess={translate(message || 'ra.notification.http_error', { _: message })}
    />
  );
}

/** A reference by the referenced record's title ("Entrees"). */
function ReferenceCell({ field }: { field: FieldDef }) {
  const record = useRecordContext();
  const id = record?.[field.name];
  const { records, error, title } = useReferenced(
    field,
    id === null || id === undefined || id === '' ? NO_IDS : [id],
  );
  const referenced = records[0];
  if (error && !referenced) return <LookupError error={error} />;
  return referenced ? <span>{title(referenced)}</span> : null;
}

/** A list of references as chips of the records' titles, in the order chosen (a modifier group's items). */
function ReferencesCell({ field }: { field: FieldDef }) {
  const record = useRecordContext();
  const value = record?.[field.name];
  const ids = Array.isArray(value) ? value : NO_IDS;
  const { records, error, title } = useReferenced(field, ids);
  if (error && !records.length) return <LookupError error={error} />;
  if (!records.length) return null;
  const sorted = inChosenOrder(records, ids);
  return (
    <Tags>
      {sorted.map((r) => (
        <span key={String(r.id)}>{title(r)}</span>
      ))}
    </Tags>
  );
}

/**
 * Yes or no as react-admin's boolean field shows it (a check or a cross named "Yes" / "No", with a
 * tooltip), but with the tooltip made when first pointed at: a tooltip per row was a good part of a
 * list's first render.
 */
function BooleanCell({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [pointed, setPointed] = useState(false);
  const [open, setOpen] = useState(false);
  const value: unknown = record?.[source];
  if (value !== true && value !== false) return null;
  const label = translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const icon = (
    <svg
      viewBox="0 0 24 24"
      role="img"
      data-testid={String(value)}
      aria-label={label}
      className={`MuiSvgIcon-root MuiSvgIcon-fontSizeSmall ${value ? 'RaBooleanField-trueIcon' : 'RaBooleanField-falseIcon'}`}
      style={BOOLEAN_ICON}
    >
      <path d={value ? DONE : CLEAR} />
    </svg>
  );
  const show = () => {
    setPointed(true);
    setOpen(true);
  };
  const hide = () => setOpen(false);
  return (
    <span
      className="RaBooleanField-root"
      style={{ display: 'inline-flex', verticalAlign: 'middle', lineHeight: 0 }}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {pointed ? (
        <Tooltip title={label} open={open}>
          {icon}
        </Tooltip>
      ) : (
        icon
      )}
    </span>
  );
}

/** Material's Done and Clear icons, drawn as MUI draws a small icon without a component per cell. */
const DONE = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';
const CLEAR =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';
const BOOLEAN_ICON = {
  display: 'inline-block',
  width: '1em',
  height: '1em',
  fontSize: '1.25rem',
  fill: 'currentColor',
  flexShrink: 0,
  userSelect: 'none',
} as const;

/** A schedule in a few words: its dates, then each day's hours. */
function ScheduleField({ field }: { field: FieldDef }) {
  const source = field.name;
  const record = useRecordContext();
  const translate = useTranslate();
  const { dateFormat, hourFormat } = useStoreSettings();
  const text = scheduleText((day) => translate(`days.${day}`), record?.[source] as Schedule | undefined, {
    date: (ymd) => formatDateOnly(ymd, dateFormat),
    time: (hhmm) => formatTimeOfDay(hhmm, hourFormat),
    nextDay: translate('schedule.nextDayShort'),
  });
  return (
    <span>
      {text || translate(field.schedule?.emptyIsAlways ? 'schedule.alwaysAvailable' : 'schedule.none')}
    </span>
  );
}

/** How a list column shows a field of each kind; secrets are never shown. */
export function FieldFor({ resource, field }: { resource: ResourceDef; field: FieldDef }) {
  switch (field.kind) {
    case 'secret':
      return null;
    case 'enum':
      return <ChoiceField resource={resource} source={field.name} />;
    case 'choices':
      return <ChoicesField resource={resource} field={field} />;
    case 'date':
      return <DateOnlyField source={field.name} />;
    case 'datetime':
      return <TimestampField source={field.name} />;
    case 'schedule':
      return <ScheduleField field={field} />;
    case 'references':
      return <ReferencesCell field={field} />;
    case 'boolean':
      return <BooleanCell source={field.name} />;
    case 'color':
      return <ColorField source={field.name} />;
    case 'status':
      return <StatusField source={field.name} />;
    case 'money':
    case 'percent':
      return <AmountField field={field} />;
    case 'quantity':
      return <NumberField source={field.name} />;
    case 'list': {
      if (!field.widget) return <RowsField field={field} />;
      const Widget = WIDGETS[field.widget].Field;
      return <Widget source={field.name} />;
    }
    case 'reference':
      return <ReferenceCell field={field} />;
    default:
      return <TextField source={field.name} />;
  }
}
