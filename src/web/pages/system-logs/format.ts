import type { TranslateFunction } from 'react-admin';
import { completeModules, type JobModule } from '../../../core/permissions';
import { registry } from '../../../core/registry';
import type { FieldDef, ResourceDef } from '../../../core/resource';
import {
  DEFAULT_STORE_SETTINGS,
  displayTitle,
  storeValueText,
  type NameFormat,
  type StoreSettings,
} from '../../store/formats';
import type { SystemLogEntry } from '../../providers/systemLog';

/** Every action the server records: the writes, a reset of the store's sessions, a password change. */
export const ACTIONS = [
  'create',
  'update',
  'delete',
  'reset',
  'password-change',
  'print',
  'auto-close-failed',
  'ownership-transfer',
] as const;

/** What the log speaks of beside records: the store's sessions and people's accounts. */
export const EVENT_ENTITIES = ['sessions', 'account'];

/** What the hand-written pages write beside the generated records, named under `entities` too. */
export const PAGE_ENTITIES = [
  'floor-area',
  'floor-table',
  'pos-menu-layout',
  'receipt-layout',
  'delivery-zones',
  'time-card',
  'working-day',
];

export function entityLabel(translate: TranslateFunction, entity: string): string {
  return EVENT_ENTITIES.includes(entity)
    ? translate(`systemLog.entities.${entity}`)
    : translate(`entities.${entity}.name`, { _: entity });
}

export function actionLabel(translate: TranslateFunction, action: string): string {
  return translate(`systemLog.actions.${action}`, { _: action });
}

/** The entity's label of a field; the columns every record has; else the name itself. */
export function fieldLabel(translate: TranslateFunction, entity: string, field: string): string {
  return translate(`entities.${entity}.fields.${field}`, {
    _: translate(`systemLog.fields.${field}`, { _: field }),
  });
}

/** Who made the change: the name recorded then, else the id, else the system itself (seeding). */
export function userLabel(
  translate: TranslateFunction,
  entry: { user_name: string | null; user_id: string | null },
): string {
  return entry.user_name || entry.user_id || translate('systemLog.systemUser');
}

/** Parses the JSON text of a recorded record; anything else is shown as it is. */
export function parseRecord(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: text };
  }
}

/** A recorded value as text: strings as they are, everything else as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * How a logged record is named: by its entity's title fields (`x-resource.title`), from after or
 * before, a person's name in the store's name format.
 */
export function recordName(
  entry: Pick<SystemLogEntry, 'entity' | 'before' | 'after'>,
  nameFormat: NameFormat = DEFAULT_STORE_SETTINGS.nameFormat,
): string | null {
  const resource = registry.find((r) => r.name === entry.entity);
  for (const json of [entry.after, entry.before]) {
    const record = parseRecord(json);
    if (!record) continue;
    const title = resource
      ? displayTitle(resource, record, nameFormat)
      : typeof record.name === 'string'
        ? record.name
        : '';
    if (title) return title;
  }
  return null;
}

/** A piece of a shown value; `muted` for an id whose record could not be named, `gone` when it was deleted. */
export interface Piece {
  text: string;
  muted?: boolean;
  gone?: boolean;
}

/** A value as the dialog shows it: one line per list row or permission, each of pieces. */
export type Lines = Piece[][];

/**
 * The name of a referenced record: its title; `null` once it is known to be deleted; `undefined`
 * while it is not known (loading, or not readable by this user).
 */
export type Lookup = (resource: string, id: string) => string | null | undefined;

export interface ShowContext {
  translate: TranslateFunction;
  lookup: Lookup;
  /** The store's money, date and hour formats and its clock; the spec's defaults when absent. */
  settings?: StoreSettings;
}

export interface FieldChange {
  name: string;
  before: Lines;
  after: Lines;
  /** What changed, said once for both sides, e.g. "Settings: System logs off → on" (a job's permissions). */
  changes?: Lines;
  changed: boolean;
}

const TIMESTAMPS = ['created_at', 'updated_at'];

/**
 * Write-only values are never recorded; names that look like one are hidden all the same, so that an
 * entry written by another version cannot show a hash here.
 */
const SECRET_NAME = /(^|_)(password|pin|hash|token|secret)(_|$)/i;

function isSecret(resource: ResourceDef | undefined, name: string): boolean {
  return resource?.fields.find((f) => f.name === name)?.kind === 'secret' || SECRET_NAME.test(name);
}

const text = (t: string): Piece => ({ text: t });
const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Values compared by content: key order in stored JSON says nothing about a change. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!filled(a) && !filled(b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.length === kb.length && ka.every((k) => same(ra[k], rb[k]));
}

/** The ids a field holds, whether one reference or a list of them. */
function idsOf(field: FieldDef, value: unknown): string[] {
  if (field.kind === 'reference') return typeof value === 'string' && value ? [value] : [];
  if (field.kind === 'references' && Array.isArray(value))
    return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** The records a logged entry points to, by referenced resource, so that the dialog can name them. */
export function referencedIds(
  entry: Pick<SystemLogEntry, 'entity' | 'before' | 'after'>,
): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  const resource = registry.find((r) => r.name === entry.entity);
  const collect = (fields: readonly FieldDef[], record: Record<string, unknown>) => {
    for (const f of fields) {
      const value = record[f.name];
      if (f.kind === 'list' && Array.isArray(value)) {
        for (const row of value)
          if (row && typeof row === 'object') collect(f.fields ?? [], row as Record<string, unknown>);
        continue;
      }
      const ids = idsOf(f, value);
      if (!ids.length || !f.reference) continue;
      const set = out.get(f.reference.resource) ?? new Set<string>();
      for (const id of ids) set.add(id);
      out.set(f.reference.resource, set);
    }
  };
  for (const json of [entry.before, entry.after]) {
    const record = parseRecord(json);
    if (resource && record) collect(resource.fields, record);
  }
  return new Map([...out].map(([name, ids]) => [name, [...ids].sort()]));
}

function referencePiece(ctx: ShowContext, field: FieldDef, id: string): Piece {
  const name = ctx.lookup(field.reference!.resource, id);
  if (name) return text(name);
  return { text: id, muted: true, gone: name === null };
}

function choice(translate: TranslateFunction, resource: ResourceDef, value: string): string {
  return translate(`entities.${resource.name}.choices.${value}`, {
    _: translate(`status.${value}`, { _: value }),
  });
}

/** One value of a field on one line, in the words of the form that edits it. */
function pieces(ctx: ShowContext, resource: ResourceDef, field: FieldDef, value: unknown): Piece[] {
  if (!filled(value)) return [];
  const { translate } = ctx;
  // Money, dates, moments and times of day as the store writes them.
  const stored = storeValueText(field.kind, value, ctx.settings ?? DEFAULT_STORE_SETTINGS);
  if (stored !== null) return [text(stored || valueText(value))];
  switch (field.kind) {
    case 'boolean':
      return [text(translate(value ? 'ra.boolean.true' : 'ra.boolean.false'))];
    case 'percent':
      return [text(`${valueText(value)}%`)];
    case 'status':
      return [text(translate(`status.${valueText(value)}`, { _: valueText(value) }))];
    case 'enum':
      return [text(choice(translate, resource, valueText(value)))];
    case 'choices':
      return Array.isArray(value)
        ? [text(value.map((v) => choice(translate, resource, valueText(v))).join(', '))]
        : [text(valueText(value))];
    case 'reference':
      return typeof value === 'string' ? [referencePiece(ctx, field, value)] : [text(valueText(value))];
    case 'references':
      return idsOf(field, value).flatMap((id, i) => [
        ...(i > 0 ? [text(', ')] : []),
        referencePiece(ctx, field, id),
      ]);
    case 'list':
      return Array.isArray(value) ? [] : [text(valueText(value))];
    default:
      return [text(valueText(value))];
  }
}

/** A row of a list as one line of its fields, e.g. a price as "Regular $9.50". */
function rowPieces(ctx: ShowContext, resource: ResourceDef, field: FieldDef, row: unknown): Piece[] {
  if (!row || typeof row !== 'object') return [text(valueText(row))];
  const record = row as Record<string, unknown>;
  const parts = (field.fields ?? [])
    .filter((f) => f.kind !== 'secret' && f.kind !== 'list')
    .map((f) => pieces(ctx, resource, f, record[f.name]))
    .filter((p) => p.length > 0);
  return parts.flatMap((p, i) => [...(i > 0 ? [text(' ')] : []), ...p]);
}

const moduleName = (translate: TranslateFunction, code: string) =>
  translate(`permissions.modules.${code}`, { _: code });
const onOff = (translate: TranslateFunction, on: boolean) =>
  translate(on ? 'systemLog.details.on' : 'systemLog.details.off');

/** A job's permissions on one side: each module on with how many of its codes are on. */
function permissionLines(translate: TranslateFunction, value: unknown): Lines {
  const modules = completeModules(Array.isArray(value) ? (value as JobModule[]) : []);
  const on = modules.filter((m) => m.status);
  if (on.length === 0) return [[text(translate('permissions.summary', { on: 0, total: modules.length }))]];
  return on.map((m) => [
    text(
      `${moduleName(translate, m.code)}: ${translate('permissions.countOn', {
        on: m.permissions.filter((p) => p.status).length,
        total: m.permissions.length,
      })}`,
    ),
  ]);
}

/** What a change of a job's permissions switched: each module, then each permission code. */
function permissionChanges(translate: TranslateFunction, before: unknown, after: unknown): Lines {
  const was = completeModules(Array.isArray(before) ? (before as JobModule[]) : []);
  const is = completeModules(Array.isArray(after) ? (after as JobModule[]) : []);
  const lines: Lines = [];
  is.forEach((m, i) => {
    const old = was[i]!;
    const module = moduleName(translate, m.code);
    if (old.status !== m.status)
      lines.push([
        text(
          translate('systemLog.details.moduleSwitched', {
            module,
            before: onOff(translate, old.status),
            after: onOff(translate, m.status),
          }),
        ),
      ]);
    m.permissions.forEach((p, k) => {
      const oldStatus = old.permissions[k]!.status;
      if (oldStatus === p.status) return;
      lines.push([
        text(
          translate('systemLog.details.permissionSwitched', {
            module,
            permission: translate(`permissions.codes.${p.code}`, { _: p.code }),
            before: onOff(translate, oldStatus),
            after: onOff(translate, p.status),
          }),
        ),
      ]);
    });
  });
  return lines;
}

/** A recorded value as lines: one for a plain value, one per row of a list. */
export function valueLines(
  ctx: ShowContext,
  resource: ResourceDef | undefined,
  name: string,
  value: unknown,
): Lines {
  if (!filled(value)) return [];
  const field = resource?.fields.find((f) => f.name === name);
  if (!resource || !field) {
    if (TIMESTAMPS.includes(name)) {
      const when = storeValueText('datetime', value, ctx.settings ?? DEFAULT_STORE_SETTINGS);
      return [[text(when || valueText(value))]];
    }
    return [[text(valueText(value))]];
  }
  if (field.kind === 'list' && field.widget === 'permissions') return permissionLines(ctx.translate, value);
  if (field.kind === 'list' && Array.isArray(value))
    return value.map((row) => rowPieces(ctx, resource, field, row)).filter((l) => l.length > 0);
  const line = pieces(ctx, resource, field, value);
  return line.length ? [line] : [];
}

/**
 * Fields of a recorded change in a stable order: the entity's own fields first, then the rest. The
 * record's id is left out (the dialog names the record above), and so is anything secret.
 */
export function changedFields(entry: SystemLogEntry, ctx: ShowContext): FieldChange[] {
  const before = parseRecord(entry.before);
  const after = parseRecord(entry.after);
  const resource = registry.find((r) => r.name === entry.entity);
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const declared = resource?.fields.map((f) => f.name) ?? [];
  const order = (name: string) => {
    const i = declared.indexOf(name);
    return i >= 0 ? i : declared.length;
  };
  return [...names]
    .filter((name) => name !== 'id' && !isSecret(resource, name))
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((name) => {
      const b = before?.[name];
      const a = after?.[name];
      // `updated_at` moves with every update: it is shown, not highlighted.
      const changed = !same(b, a) && name !== 'updated_at';
      const change: FieldChange = {
        name,
        before: valueLines(ctx, resource, name, b),
        after: valueLines(ctx, resource, name, a),
        changed,
      };
      const field = resource?.fields.find((f) => f.name === name);
      if (changed && before && after && field?.widget === 'permissions')
        change.changes = permissionChanges(ctx.translate, b, a);
      return change;
    });
}
