import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, loadProject } from '../../src/codegen/generate.js';
import { SCHEMA_DIR } from '../../src/codegen/paths.js';
import { navEntries, navigation } from '../../src/core/navigation.js';
import { PAGES } from '../../src/core/pages.js';
import { pageAmong } from '../../src/core/permissions.js';
import { reportsResolvers } from '../../src/server/graphql/reports.js';
import type { GraphqlContext } from '../../src/server/graphql/resolvers.js';
import { browserPart, type ReportDeclaration } from '../../src/server/reports/define.js';
import { compareWithHand } from '../../src/server/reports/hand/compare.js';
import { loadReports, REPORTS_DIR } from '../../src/server/reports/index.js';
import { generateHistory } from '../../src/server/seed/history.js';
import { startServer, type TestServer } from '../helpers/server.js';

/*
 * The README's "Adding a report": one file in src/server/reports/ (and its labels) is all it takes. A
 * throw-away report, written as a newcomer would in a folder of its own, is found by the loader,
 * listed in the sidebar and the permission catalogue, guarded by its own code and answered, with its
 * figures checked against its own statements written by hand.
 */

const CODE = 'checks-per-day-report';
const src = (path: string) => pathToFileURL(resolve('src', path)).href;

/** Checks per business date: a date column and a count column, charted as a count. */
const THROW_AWAY = `
import { defineReport } from '${src('server/reports/define.ts')}';
import { cellsOf } from '${src('server/services/reports/types.ts')}';
import { one } from '${src('server/reports/hand/compare.ts')}';

const COLUMNS = [
  { key: 'date', kind: 'date', read: (d) => d.date },
  { key: 'checks', kind: 'count', read: (d) => d.checks },
];

export default defineReport({
  code: '${CODE}',
  order: 30,
  icon: 'Timeline',
  filters: [],
  compare: false,
  paged: false,
  chart: 'bar',
  series: [{ key: 'checks', label: 'reports.chart.checks', unit: 'count', column: 'checks' }],
  columns: COLUMNS,
  async run(db, q) {
    const days = (
      await db
        .selectFrom('report_sales_hour')
        .select((eb) => [eb.fn('to_char', ['business_date', eb.val('YYYY-MM-DD')]).as('date'), eb.fn.sum('checks').as('checks')])
        .where('store_id', '=', q.storeId)
        .where('business_date', '>=', q.from)
        .where('business_date', '<=', q.to)
        .groupBy('business_date')
        .orderBy('business_date')
        .execute()
    ).map((d) => ({ date: d.date, checks: Number(d.checks) }));
    return {
      rows: days.map((d) => ({ cells: cellsOf(COLUMNS, d) })),
      totals: cellsOf(COLUMNS, { checks: days.reduce((s, d) => s + d.checks, 0) }),
      chart: { labels: days.map((d) => d.date), series: [{ key: 'checks', values: days.map((d) => d.checks) }] },
    };
  },
  hand: {
    statements: one(\`select to_char(business_date, 'YYYY-MM-DD') as date, sum(checks)::bigint as checks
      from report_sales_hour where store_id = $1 and business_date between $2::date and $3::date
      group by business_date order by business_date\`),
    expected: ([rows]) => ({
      rows: rows.map((r) => [r.date, String(r.checks)]),
      ordered: true,
      totals: [null, String(rows.reduce((s, r) => s + Number(r.checks), 0))],
    }),
  },
});
`;

const FROM = '2026-11-05';
const TO = '2026-11-09';

describe('adding a report', () => {
  let dir: string;
  let reports: ReportDeclaration[];
  let server: TestServer;
  let storeId: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'comanda-reports-'));
    writeFileSync(join(dir, `${CODE}.ts`), THROW_AWAY);
    reports = await loadReports([REPORTS_DIR, dir]);
    server = await startServer('pglite');
    const db = server.database.db;
    storeId = (
      await db.selectFrom('store').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()
    ).id as string;
    await db.updateTable('device').set({ number_block: 9999 }).where('store_id', '=', storeId).execute();
    await generateHistory(db, storeId, { days: 6, perDay: 8, seed: 3, until: '2026-11-10' });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is found in its folder, beside the reports already there', () => {
    expect(reports.map((r) => r.code)).toContain(CODE);
    expect(reports.map((r) => r.code)).toContain('daily-sales');
  });

  it('is listed: its permission code, its sidebar entry, its route guard and what the console is given', async () => {
    const project = loadProject(SCHEMA_DIR, PAGES, reports.map(browserPart));
    expect(project.modules.find((m) => m.code === 'reports-office')!.permissions).toContain(CODE);
    const declared = navEntries(
      project.registry,
      PAGES,
      project.reports.filter((r) => !r.page),
    );
    const sidebar = navigation(declared);
    expect(sidebar.find((s) => s.key === 'reports')!.entries).toContainEqual(
      expect.objectContaining({
        path: `/pages/reports/${CODE}`,
        label: `reports.${CODE}.title`,
        icon: 'Timeline',
        access: { module: 'reports-office', codes: [CODE] },
      }),
    );
    // The router guards its page (and what lies under it) by the entry the declaration makes.
    expect(pageAmong(declared, `/pages/reports/${CODE}/2026-11-01`)?.access).toEqual({
      module: 'reports-office',
      codes: [CODE],
    });

    const files = await generate(SCHEMA_DIR, reports.map(browserPart));
    expect(files.get('reports.ts')).toContain(`code: '${CODE}'`);
    expect(files.get('modules.ts')).toContain(`'${CODE}'`);
    expect(files.get('icons.ts')).toMatch(/import TimelineIcon from '@mui\/icons-material\/Timeline'/);
  });

  const ctx = (codes: string[]): GraphqlContext =>
    ({
      principal: {
        support: false,
        userRole: 'employee',
        modules: [
          {
            code: 'reports-office',
            status: true,
            permissions: codes.map((code) => ({ code, status: true })),
          },
        ],
      },
      scope: { storeId, userId: 'u1' },
    }) as unknown as GraphqlContext;
  const ask = (codes: string[]) =>
    reportsResolvers(server.database, reports).Query.report(
      undefined,
      { code: CODE, from: FROM, to: TO },
      ctx(codes),
    );

  it('is guarded by its own code', async () => {
    await expect(async () => ask(['daily-sales'])).rejects.toThrow('errors.notAuthorized');
  });

  it('is answered, its chart labelled and united from its declaration, its figures those of its statements', async () => {
    const answer = await ask([CODE]);
    expect(answer.columns.map((c) => [c.key, c.kind])).toEqual([
      ['date', 'date'],
      ['checks', 'count'],
    ]);
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.chart!.series).toEqual([
      expect.objectContaining({
        key: 'checks',
        label: 'reports.chart.checks',
        unit: 'count',
        column: 'checks',
      }),
    ]);
    const declaration = reports.find((r) => r.code === CODE)!;
    const hand: Record<string, unknown>[][] = [];
    for (const q of declaration.hand.statements({ storeId, from: FROM, to: TO }))
      hand.push(
        (await server.database.db.executeQuery(CompiledQuery.raw(q.text, q.values))).rows as Record<
          string,
          unknown
        >[],
      );
    expect(compareWithHand(CODE, declaration.hand, answer, hand)).toBeNull();
  });
});
