import {
  CUSTOM_WIDGETS,
  KIND_WIDGETS,
  type CustomWidget,
  type FieldDef,
  type FieldKind,
  type ReferenceDef,
  type RuleDef,
  type ScheduleDef,
  type SecretKind,
  SECRET_KINDS,
  type UnitDef,
} from '../core/resource.js';
import type { JsonSchema } from './load.js';
import { fault } from './registry-checks.js';

function kindOf(prop: JsonSchema): FieldKind {
  const widget = (prop['x-ui'] as { widget?: string } | undefined)?.widget;
  if (prop['x-secret']) return 'secret';
  if (prop['x-schedule']) return 'schedule';
  if (prop['x-ref']) return prop.type === 'array' ? 'references' : 'reference';
  switch (prop.type) {
    case 'boolean':
      return 'boolean';
    case 'integer':
      return 'integer';
    case 'number':
      if (widget === 'quantity') return 'quantity';
      return widget === 'percent' ? 'percent' : 'money';
    case 'array':
      // Several values of one closed set (a campaign's platforms).
      return prop.items?.enum ? 'choices' : 'list';
    case 'string':
      if (widget === 'status') return 'status';
      if (prop.enum) return 'enum';
      if (widget === 'color') return 'color';
      if (widget === 'date') return 'date';
      if (widget === 'time') return 'time';
      if (widget === 'datetime') return 'datetime';
      if (widget === 'email') return 'email';
      if (widget === 'email-design') return 'email-design';
      return widget === 'multiline' ? 'multiline' : 'text';
    default:
      throw new Error(`Unsupported property type ${String(prop.type)}`);
  }
}

function fieldsOf(schema: JsonSchema): FieldDef[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, prop]) => {
    const kind = kindOf(prop);
    const field: FieldDef = { name, kind, required: required.has(name) };
    if (prop.default !== undefined) field.default = prop.default as FieldDef['default'];
    if (Array.isArray(prop.enum)) field.enum = prop.enum as string[];
    if (kind === 'choices') field.enum = prop.items!.enum as string[];
    if (typeof prop.maxLength === 'number') field.maxLength = prop.maxLength;
    if (typeof prop.minimum === 'number') field.minimum = prop.minimum;
    if (typeof prop.maximum === 'number') field.maximum = prop.maximum;
    if (typeof prop.minItems === 'number') field.minItems = prop.minItems;
    if (typeof prop.maxItems === 'number') field.maxItems = prop.maxItems;
    if (prop['x-ref']) field.reference = prop['x-ref'] as ReferenceDef;
    if (prop['x-trim']) field.trim = true;
    if (prop['x-secret']) {
      if (!(SECRET_KINDS as readonly unknown[]).includes(prop['x-secret']))
        throw new Error(
          `${name}: x-secret "${String(prop['x-secret'])}" is not one of ${SECRET_KINDS.join(', ')}`,
        );
      field.secret = prop['x-secret'] as SecretKind;
    }
    const ui = prop['x-ui'] as
      { group?: string; widget?: string; shownInStatus?: string; placeholder?: string } | undefined;
    if (ui?.group) field.group = ui.group;
    if (ui?.placeholder) field.placeholder = ui.placeholder;
    if (ui?.widget && !(KIND_WIDGETS as readonly string[]).includes(ui.widget)) {
      if (!(CUSTOM_WIDGETS as readonly string[]).includes(ui.widget))
        throw new Error(
          `${name}: x-ui.widget "${ui.widget}" is not a widget (${[...KIND_WIDGETS, ...CUSTOM_WIDGETS].join(', ')})`,
        );
      field.widget = ui.widget as CustomWidget;
    }
    if (ui?.shownInStatus) field.shownInStatus = ui.shownInStatus;
    if (kind === 'schedule') field.schedule = scheduleOf(prop);
    if (prop.readOnly === true) field.readOnly = true;
    if (prop['x-messages']) field.messages = prop['x-messages'] as Record<string, string>;
    if (kind === 'list') field.fields = fieldsOf(prop.items ?? {});
    if (prop['x-unit']) field.unit = prop['x-unit'] as UnitDef;
    return field;
  });
}

/** `x-unit`: a money field's unit follows a choice of the record, one of whose values mean percent. */
function checkUnits(fields: readonly FieldDef[]): void {
  for (const f of fields) {
    if (!f.unit) continue;
    if (f.kind !== 'money') throw new Error(`x-unit: ${f.name} is not a money field`);
    const by = fields.find((g) => g.name === f.unit!.by);
    if (by?.kind !== 'enum') throw new Error(`x-unit: ${f.unit.by} is not a choice field`);
    for (const v of f.unit.percent)
      if (!by.enum!.includes(v)) throw new Error(`x-unit: "${v}" is not a choice of ${by.name}`);
  }
}

/** `x-schedule.nextDay.until` names a time-of-day field of the same record. */
function checkNextDayLimits(fields: readonly FieldDef[]): void {
  for (const f of fields) {
    const until = f.schedule?.nextDay?.until;
    if (!until) continue;
    const by = fields.find((g) => g.name === until);
    if (by?.kind !== 'time')
      throw new Error(`x-schedule.nextDay.until: ${until} is not a time field of the record`);
  }
}

/** The parts of a schedule field: `x-schedule` of schemas/_defs/schedule, refined by the property. */
function scheduleOf(prop: JsonSchema): ScheduleDef {
  const x = prop['x-schedule'] as Partial<ScheduleDef>;
  const dates = x.dates ?? 'none';
  if (!['none', 'optional', 'required'].includes(dates))
    throw new Error(`x-schedule.dates "${String(dates)}" is not none, optional or required`);
  return {
    dates,
    hoursRequired: x.hoursRequired ?? false,
    ...(x.nextDay ? { nextDay: x.nextDay } : {}),
    ...(x.emptyIsAlways ? { emptyIsAlways: true } : {}),
  };
}

/** `x-rules`: comparisons between the schema's number fields, or between two of its date fields, each with its message. */
function rulesOf(schema: JsonSchema, fields: readonly FieldDef[]): RuleDef[] {
  const rules = (schema['x-rules'] as RuleDef[] | undefined) ?? [];
  const kindOf = (name: string) => fields.find((f) => f.name === name)?.kind ?? '';
  const numeric = (name: string) => ['integer', 'money', 'percent', 'quantity'].includes(kindOf(name));
  for (const rule of rules) {
    if (kindOf(rule.field) === 'date') {
      if (typeof rule.than !== 'string' || kindOf(rule.than) !== 'date')
        throw new Error(`x-rules: ${rule.field} is a date and compares with another date field only`);
    } else if (!numeric(rule.field)) throw new Error(`x-rules: ${rule.field} is not a number field`);
    else if (typeof rule.than === 'string' && !numeric(rule.than))
      throw new Error(`x-rules: ${rule.than} is not a number field`);
    if (!['<', '<=', '>', '>='].includes(rule.op)) throw new Error(`x-rules: unknown operator ${rule.op}`);
  }
  return rules;
}

/** A schema's fields and `x-rules`, read and checked; an error names the schema file. */
export function fieldsAndRules(id: string, schema: JsonSchema): { fields: FieldDef[]; rules: RuleDef[] } {
  try {
    const fields = fieldsOf(schema);
    checkUnits(fields);
    checkNextDayLimits(fields);
    return { fields, rules: rulesOf(schema, fields) };
  } catch (err) {
    throw fault(id, (err as Error).message);
  }
}
