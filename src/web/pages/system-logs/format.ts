import type { TranslateFunction } from 'react-admin';
import { registry } from '../../../core/registry';
import { recordTitle } from '../../../core/resource';
import type { SystemLogEntry } from '../../providers/systemLog';

/** Every action the server records: the writes, a reset of the store's sessions, a password change. */
export const ACTIONS = ['create', 'update', 'delete', 'reset', 'password-change'] as const;

/** What the log speaks of beside records: the store's sessions and people's accounts. */
export const EVENT_ENTITIES = ['sessions', 'account'];

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

/** How a logged record is named: by its entity's title fields (`x-resource.title`), from after or before. */
export function recordName(entry: Pick<SystemLogEntry, 'entity' | 'before' | 'after'>): string | null {
  const resource = registry.find((r) => r.name === entry.entity);
  for (const json of [entry.after, entry.before]) {
    const record = parseRecord(json);
    if (!record) continue;
    const title = resource
      ? recordTitle(resource, record)
      : typeof record.name === 'string'
        ? record.name
        : '';
    if (title) return title;
  }
  return null;
}

export interface FieldChange {
  name: string;
  before: string;
  after: string;
  changed: boolean;
}

/** Fields of a recorded change in a stable order: the entity's own fields first, then the rest. */
export function changedFields(entry: SystemLogEntry): FieldChange[] {
  const before = parseRecord(entry.before);
  const after = parseRecord(entry.after);
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const declared = registry.find((r) => r.name === entry.entity)?.fields.map((f) => f.name) ?? [];
  const order = (name: string) => {
    const i = declared.indexOf(name);
    if (i >= 0) return i;
    return name === 'id' ? -1 : declared.length;
  };
  return [...names]
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((name) => {
      const b = before ? valueText(before[name]) : '';
      const a = after ? valueText(after[name]) : '';
      // `updated_at` moves with every update: it is shown, not highlighted.
      return { name, before: b, after: a, changed: b !== a && name !== 'updated_at' };
    });
}
