import { describe, expect, it } from 'vitest';
import { seriesUnitsOf } from '../../src/core/report-def.js';
import { REPORT_DECLARATIONS } from '../../src/server/reports/index.js';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };

/*
 * A report's chart takes its legends and axes from the report's declaration: every legend is words
 * in both languages, never an i18n key, and every series sits on the axis of its column's kind (a
 * labour share on a percent axis, ratings on a plain one, money on the money one).
 */

const text = (messages: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('report charts', () => {
  it('declares series exactly for the reports that draw a chart', () => {
    for (const r of REPORT_DECLARATIONS)
      expect(r.series.length > 0, `${r.code}: chart ${r.chart}, ${r.series.length} series`).toBe(
        r.chart !== 'none',
      );
  });

  it('labels every series in words, in English and Spanish', () => {
    for (const r of REPORT_DECLARATIONS)
      for (const s of r.series)
        for (const [locale, messages] of [
          ['en', en],
          ['es', es],
        ] as const) {
          const label = text(messages, s.label);
          expect(typeof label, `${r.code} ${s.key}: ${s.label} in ${locale}`).toBe('string');
          expect(label as string, `${r.code} ${s.key} in ${locale}`).not.toMatch(/^[\w-]+(\.[\w-]+)+$/);
        }
  });

  it("draws every series on the axis of its column's kind", () => {
    for (const r of REPORT_DECLARATIONS)
      for (const s of r.series) {
        if (!s.column) continue;
        const column = r.columns.find((c) => c.key === s.column);
        expect(column, `${r.code} ${s.key}: column ${s.column}`).toBeDefined();
        expect(
          seriesUnitsOf(column!.kind),
          `${r.code} ${s.key}: ${s.unit} on a ${column!.kind} column`,
        ).toContain(s.unit);
      }
  });
});
