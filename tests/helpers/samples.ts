import { resourceByName } from '../../src/core/registry.js';
import type { FieldDef, ResourceDef } from '../../src/core/resource.js';
import { WEEKDAYS } from '../../src/core/schedule.js';

type Data = Record<string, unknown>;

/** Where a test's sample values come from: its own text, e-mails and secrets, and its way to find references. */
export interface SampleSource {
  text(f: FieldDef): string;
  email(f: FieldDef): string;
  secret(f: FieldDef): string;
  reference(target: ResourceDef, where?: Data): Promise<string>;
  registry: readonly ResourceDef[];
}

let slot = 0;

/** A one-column MJML e-mail whose text is `text`, escaped (an e-mail template's design). */
export function mjmlDocument(text: string): string {
  const escaped = text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  return `<mjml><mj-body><mj-section><mj-column><mj-text>${escaped}</mj-text></mj-column></mj-section></mj-body></mjml>`;
}

/** `YYYY-MM-DD`, days from today (UTC): dates that no "not before today" rule refuses in any zone. */
export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A schedule no other sample's overlaps: each takes its own hour on its own weekday, so records of
 * one kind made for the same items (special prices) never clash.
 */
function sampleSchedule(f: FieldDef): Data {
  const n = slot++;
  const hour = String(Math.floor(n / 7) % 23).padStart(2, '0');
  return {
    ...(f.schedule!.dates === 'none' ? {} : { from: dateFromToday(2), to: dateFromToday(365) }),
    hours: [{ day: WEEKDAYS[n % 7], start: `${hour}:00`, end: `${hour}:45` }],
  };
}

/** Whether a text field holds a web address: the shared `_defs/url`, known by its message. */
export const isUrl = (f: FieldDef) => f.messages?.pattern === 'validation.url';

/** A value valid against the field's schema, for tests that build records from the registry alone. */
export async function sampleValue(f: FieldDef, src: SampleSource): Promise<unknown> {
  switch (f.kind) {
    case 'text':
      return isUrl(f) ? `https://www.example.com/${encodeURIComponent(src.text(f))}` : src.text(f);
    case 'multiline':
      return src.text(f);
    case 'email-design':
      return mjmlDocument(src.text(f));
    case 'color':
      return '#3366cc';
    case 'enum':
    case 'status':
      return f.default ?? f.enum![0];
    case 'money':
    case 'percent':
      return Math.min(Math.max(f.minimum ?? 0, 7.5), f.maximum ?? 7.5);
    case 'quantity':
      return Math.min(Math.max(f.minimum ?? 0, 1.25), f.maximum ?? 1.25);
    case 'integer':
      return Math.min(Math.max(f.minimum ?? 1, 1), f.maximum ?? 1);
    case 'boolean':
      return f.default ?? false;
    case 'date':
      return dateFromToday(2);
    case 'time':
      return '09:30';
    case 'datetime':
      return new Date().toISOString();
    case 'email':
      return src.email(f);
    case 'secret':
      return src.secret(f);
    case 'schedule':
      return sampleSchedule(f);
    case 'reference':
    case 'references': {
      // A reference may point at a read-only record (an ad's images): the demo store has some.
      const target =
        src.registry.find((x) => x.name === f.reference!.resource) ?? resourceByName(f.reference!.resource);
      const id = await src.reference(target, f.reference!.where);
      return f.kind === 'reference' ? id : [id];
    }
    case 'list': {
      // As many rows as the list needs at least (three tip suggestions), else one; with its amounts
      // too, which a condition of the row may require (a discount reward's value).
      const rows: Data[] = [];
      for (let i = 0; i < Math.max(f.minItems ?? 1, 1); i++) {
        const row: Data = {};
        for (const sub of (f.fields ?? []).filter((x) => x.required || x.kind === 'money'))
          row[sub.name] = await sampleValue(sub, src);
        rows.push(row);
      }
      return rows;
    }
  }
}
