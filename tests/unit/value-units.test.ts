import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { registry, resourceByName } from '../../src/core/registry.js';
import { valueKind, type FieldDef, type ResourceDef } from '../../src/core/resource.js';
import { buildSdl } from '../../src/codegen/sdl.js';
import { toCsv } from '../../src/web/resources/export/csv.js';
import { exportTable } from '../../src/web/resources/export/table.js';
import { toXlsx } from '../../src/web/resources/export/xlsx.js';

/* A value's unit follows its type: a discount of 50 % is never "$50.00", in lists, forms, exports or the API. */

const translate = (key: string, options?: Record<string, unknown>) => String(options?._ ?? key);

/** Every field whose unit follows a choice of its record, with that choice's field. */
const unitFields: [ResourceDef, FieldDef, FieldDef][] = registry.flatMap((r) =>
  r.fields
    .filter((f) => f.unit)
    .map((f): [ResourceDef, FieldDef, FieldDef] => [r, f, r.fields.find((g) => g.name === f.unit!.by)!]),
);

describe('values whose unit follows their type', () => {
  it('are declared for every entity with a percentage-or-money value', () => {
    expect(unitFields.map(([r, f]) => `${r.name}.${f.name}`).sort()).toEqual([
      'coupon.value',
      'discount.value',
      'special-price.value',
    ]);
  });

  it.each(unitFields.map(([r, f, by]) => [r.name, f, by] as const))(
    '%s: a percentage for its percent choices, money for the others',
    (_, field, by) => {
      for (const choice of by.enum!)
        expect(valueKind(field, { [by.name]: choice })).toBe(
          field.unit!.percent.includes(choice) ? 'percent' : 'money',
        );
    },
  );

  it.each(unitFields.map(([r, f, by]) => [r.name, r, f, by] as const))(
    '%s: exports a percentage with its sign and money as money, in CSV and XLSX',
    async (_, r, field, by) => {
      const percent = field.unit!.percent[0]!;
      const money = by.enum!.find((v) => !field.unit!.percent.includes(v))!;
      const records = [
        { id: '1', [by.name]: percent, [field.name]: 50 },
        { id: '2', [by.name]: money, [field.name]: 5 },
      ];
      const table = exportTable(r, records, { translate, related: new Map() });
      const col = r.fields.filter((f) => f.kind !== 'secret').findIndex((f) => f.name === field.name);
      const lines = toCsv(table).split('\r\n');
      expect(lines[1]!.split(',')[col]).toBe('50.000%');
      expect(lines[2]!.split(',')[col]).toBe('5.00');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await toXlsx(table)).buffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(2).getCell(col + 1).numFmt).toBe('#,##0.000"%"');
      expect(sheet.getRow(3).getCell(col + 1).numFmt).toBe('#,##0.00');
    },
  );
});

describe("the API's schema", () => {
  const sdl = buildSdl(registry as ResourceDef[]);
  /** The description just above a field of a type, or undefined. */
  const described = (type: string, field: string) => {
    const body = new RegExp(`\\ntype ${type} \\{\\n([\\s\\S]*?)\\n\\}`).exec(sdl)![1]!;
    const lines = body.split('\n');
    const at = lines.findIndex((l) => l.trimStart().startsWith(`${field}:`));
    const above = lines[at - 1]?.trim();
    return above?.startsWith('"') ? above : undefined;
  };

  const amounts = registry.flatMap((r) =>
    r.fields.filter((f) => f.kind === 'money' || f.kind === 'percent').map((f) => [r.name, r, f] as const),
  );

  it.each(amounts)('%s: says what unit each amount is in', (_, r, f) => {
    const text = described(r.type, f.name);
    if (f.unit) expect(text).toMatch(new RegExp(`percentage.*${f.unit.by} is ${f.unit.percent[0]}.*money`));
    else expect(text).toMatch(f.kind === 'percent' ? /percentage/ : /money/i);
  });

  it("describes a discount's value by its type", () => {
    expect(described('Discount', 'value')).toContain('when type is increase or decrease');
    expect(resourceByName('discount').fields.find((f) => f.name === 'value')!.unit?.by).toBe('type');
  });
});
