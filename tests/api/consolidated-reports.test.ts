import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../src/core/report-def.js';
import { REPORT_DECLARATIONS } from '../../src/server/reports/index.js';
import { DEMO_OWNER_2 } from '../../src/server/seed/demo.js';
import { postgresReachable, signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';

/*
 * Reports over several stores: Demo Bistro (New York) and Demo Taqueria (Mexico City), each with three
 * weeks of made-up checks, Demo Bistro's owner an owner of the Taqueria too (and of Demo Café). Every report that is not a list
 * of records, over random ranges, answers each store's own rows under its name and totals equal to the
 * sums of the reports each store's own owner sees; the summary puts the stores side by side. A store
 * where the user lacks the report's permission contributes nothing; stores in two currencies, paged
 * reports and filters across stores are refused with their messages.
 */

const kinds: DbKind[] = ['pglite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];

const OWNER_2 = { email: DEMO_OWNER_2.email, password: DEMO_OWNER_2.password };

const REPORT = `query ($code: String!, $from: String!, $to: String!, $preset: String, $stores: [ID!],
    $compare: Boolean, $filters: ReportFilters) {
  report(code: $code, from: $from, to: $to, preset: $preset, stores: $stores, compare: $compare,
    filters: $filters) {
    from to columns { key kind title } rows { cells unit group } totals
    chart { labels series { key unit values } }
    previous { from to rows { cells group } totals }
    stores { id name from to } leftOut
  }
}`;

interface Answer {
  from: string;
  to: string;
  columns: { key: string; kind: string; title: string | null }[];
  rows: { cells: (string | null)[]; unit: string | null; group: string | null }[];
  totals: (string | null)[] | null;
  chart: { labels: string[]; series: { key: string; unit: string; values: number[] }[] } | null;
  previous: {
    from: string;
    to: string;
    rows: { cells: (string | null)[] }[];
    totals: (string | null)[] | null;
  } | null;
  stores: { id: string; name: string; from: string; to: string }[] | null;
  leftOut: string[] | null;
}

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

/** A small generator of its own, so that a failing range can be run again. */
function ranges(seed: number, count: number, days: number, today: string) {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31), s / 2 ** 31);
  const day = (back: number) => {
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - back);
    return d.toISOString().slice(0, 10);
  };
  return Array.from({ length: count }, () => {
    const a = Math.floor(next() * days);
    const b = Math.floor(next() * days);
    return { from: day(Math.max(a, b)), to: day(Math.min(a, b)) };
  });
}

/** Cells added as the totals of several stores are: whole numbers exactly, decimals as written. */
function addedCells(cells: (string | null)[]): string | null {
  const present = cells.filter((c): c is string => c !== null);
  if (!present.length) return null;
  if (present.every((c) => !c.includes('.'))) return String(present.reduce((s, c) => s + BigInt(c), 0n));
  const places = Math.max(...present.map((c) => c.split('.')[1]?.length ?? 0));
  return (present.reduce((s, c) => s + Math.round(Number(c) * 10 ** places), 0) / 10 ** places).toFixed(
    places,
  );
}

/** The totals expected of two stores, worked out here from each store's own totals and the columns' rules. */
function expectedTotals(columns: readonly ReportColumn[], parts: (string | null)[][]): (string | null)[] {
  const sums = columns.map((c, i) => {
    const cells = parts.map((p) => p[i] ?? null);
    if (c.whole === 'sum' || (!c.whole && (c.kind === 'money' || c.kind === 'count')))
      return addedCells(cells);
    if (c.whole) return null;
    return cells.every((x) => x === cells[0]) ? cells[0]! : null;
  });
  return columns.map((c, i) => {
    if (!c.whole || c.whole === 'sum') return sums[i]!;
    const [a, b] = ('ratio' in c.whole ? c.whole.ratio : c.whole.share).map((k) =>
      Number(sums[columns.findIndex((x) => x.key === k)] ?? 0),
    ) as [number, number];
    if ('ratio' in c.whole) return String(b ? Math.round(a / b) : 0);
    return b ? (Math.round((a / b) * 10000) / 100).toFixed(2) : '0.00';
  });
}

const UNPAGED = REPORT_DECLARATIONS.filter((r) => !r.paged);

describe.each(kinds)('reports over several stores on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let owner2: Gql;
  let bistroId: string;
  let taqueriaId: string;
  let danaInTaqueria: string;
  let jobs: Record<string, string>;
  let today: string;

  const report = async (gql: Gql, variables: Record<string, unknown>) => {
    const res = await gql<{ report: Answer }>(REPORT, variables);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!.report;
  };
  const refusal = async (variables: Record<string, unknown>) => {
    const res = await owner<{ report: Answer }>(REPORT, variables);
    expect(res.data).toBeNull();
    return res.errors![0]!;
  };

  beforeAll(async () => {
    server = await startServer(kind, { seedHistoryDays: 21 });
    owner = (await signIn(server)).gql;
    owner2 = (await signIn(server, OWNER_2)).gql;
    const stores = await server.database.db.selectFrom('store').select(['id', 'slug']).execute();
    bistroId = stores.find((s) => s.slug === 'demo-bistro')!.id as string;
    taqueriaId = stores.find((s) => s.slug === 'demo-taqueria')!.id as string;
    const res = await owner2<{ allJobs: { id: string; name: string }[] }>('{ allJobs { id name } }');
    jobs = Object.fromEntries(res.data!.allJobs.map((j) => [j.name, j.id]));
    // Dana is an owner of the Taqueria too, as the demo has her: her one account enters both stores.
    const dana = await owner2<{ allEmployees: { id: string; job_ids: string[] }[] }>(
      '{ allEmployees(filter: { email: "admin@demo.test" }) { id job_ids } }',
    );
    expect(dana.data!.allEmployees.map((e) => e.job_ids)).toEqual([[jobs.Owner]]);
    danaInTaqueria = dana.data!.allEmployees[0]!.id;
    today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  }, 120_000);
  afterAll(() => server?.close());

  it('offers the stores where the user may see the report, by name', async () => {
    const res = await owner<{ reportStores: { id: string; name: string }[] }>(
      '{ reportStores(code: "summary") { id name } }',
    );
    expect(res.data!.reportStores).toEqual([
      { id: bistroId, name: 'Demo Bistro' },
      { id: expect.any(String), name: 'Demo Café' },
      { id: taqueriaId, name: 'Demo Taqueria' },
    ]);
  });

  it('answers every report of two stores as the sum of each store’s own, over random ranges', async () => {
    for (const range of [...ranges(7, 3, 21, today)]) {
      for (const def of UNPAGED) {
        const vars = { code: def.code, ...range };
        const [both, bistro, taqueria] = await Promise.all([
          report(owner, { ...vars, stores: [taqueriaId, bistroId] }),
          report(owner, vars),
          report(owner2, vars),
        ]);
        const label = `${def.code} ${range.from}…${range.to}`;
        expect(
          both.stores!.map((s) => s.name),
          label,
        ).toEqual(['Demo Bistro', 'Demo Taqueria']);
        expect(both.leftOut, label).toEqual([]);
        if (def.code === 'summary') {
          expect(both.columns.map((c) => c.title ?? c.key)).toEqual([
            'metric',
            'Demo Bistro',
            'Demo Taqueria',
            'allStores',
          ]);
          const valueOf = (a: Answer, metric: string) =>
            a.rows.find((r) => r.cells[0] === `reports.metrics.${metric}` && !r.group)?.cells[1] ?? null;
          for (const row of both.rows.filter((r) => !r.group)) {
            const metric = row.cells[0]!.replace('reports.metrics.', '');
            const [b, t] = [valueOf(bistro, metric), valueOf(taqueria, metric)];
            expect(row.cells.slice(1, 3), `${label} ${metric}`).toEqual([b, t]);
            const all =
              metric === 'averageCheck'
                ? String(
                    Math.round(
                      (Number(valueOf(bistro, 'netSales')) + Number(valueOf(taqueria, 'netSales'))) /
                        (Number(valueOf(bistro, 'checks')) + Number(valueOf(taqueria, 'checks')) || 1),
                    ),
                  )
                : addedCells([b, t]);
            expect(row.cells[3], `${label} ${metric}`).toBe(all);
          }
          continue;
        }
        expect(both.columns[0], label).toEqual({ key: 'store', kind: 'text', title: null });
        expect(
          both.columns.slice(1).map((c) => c.key),
          label,
        ).toEqual(bistro.columns.map((c) => c.key));
        expect(both.rows, label).toEqual([
          ...bistro.rows.map((r) => ({ ...r, cells: ['Demo Bistro', ...r.cells] })),
          ...taqueria.rows.map((r) => ({ ...r, cells: ['Demo Taqueria', ...r.cells] })),
        ]);
        if (bistro.totals && taqueria.totals)
          expect(both.totals, label).toEqual([
            null,
            ...expectedTotals(def.columns, [bistro.totals, taqueria.totals]),
          ]);
        // The chart adds the stores' money and counts at each label (a date, a payment type…).
        for (const s of both.chart?.series ?? []) {
          both.chart!.labels.forEach((l, i) => {
            const at = (a: Answer) => {
              const j = a.chart?.labels.indexOf(l) ?? -1;
              return j < 0 ? 0 : (a.chart!.series.find((x) => x.key === s.key)?.values[j] ?? 0);
            };
            expect(s.values[i], `${label} chart ${s.key} ${l}`).toBe(at(bistro) + at(taqueria));
          });
        }
      }
    }
  }, 300_000);

  it('counts each store by its own calendar when the dates are a preset’s', async () => {
    const both = await report(owner, {
      code: 'daily-sales',
      from: today,
      to: today,
      preset: 'thisWeek',
      compare: true,
      stores: [bistroId, taqueriaId],
    });
    for (const store of both.stores!) {
      const own = await report(store.id === bistroId ? owner : owner2, {
        code: 'daily-sales',
        from: store.from,
        to: store.to,
        preset: 'thisWeek',
        compare: true,
      });
      const mine = both.rows.filter((r) => r.cells[0] === store.name).map((r) => r.cells.slice(1));
      expect(mine).toEqual(own.rows.map((r) => r.cells));
      const before = both
        .previous!.rows.filter((r) => r.cells[0] === store.name)
        .map((r) => r.cells.slice(1));
      expect(before).toEqual(own.previous!.rows.map((r) => r.cells));
    }
  });

  it('refuses stores that keep their money in different currencies, and reports of records or filters across stores', async () => {
    const set = (id: string, gql: Gql, currency: string) =>
      gql(`mutation ($id: ID!, $c: String) { updateStoreInfo(id: $id, currency: $c) { id } }`, {
        id,
        c: currency,
      });
    expect((await set(taqueriaId, owner2, 'MXN')).errors).toBeUndefined();
    const mixed = await refusal({ code: 'summary', from: today, to: today, stores: [bistroId, taqueriaId] });
    expect(mixed.extensions.key).toBe('reports.errors.currencies');
    expect(mixed.message).toBe(
      'The stores chosen keep their money in different currencies (MXN, USD): choose stores that share one.',
    );
    // One store alone is its own report, whatever its currency.
    const alone = await report(owner, { code: 'summary', from: today, to: today, stores: [taqueriaId] });
    expect(alone.stores!.map((s) => s.name)).toEqual(['Demo Taqueria']);
    expect(alone.columns.map((c) => c.key)).toEqual(['metric', 'value']);
    expect((await set(taqueriaId, owner2, 'USD')).errors).toBeUndefined();

    const paged = await refusal({
      code: 'check-report',
      from: today,
      to: today,
      stores: [bistroId, taqueriaId],
    });
    expect(paged.extensions.key).toBe('reports.errors.pagedOneStore');
    const filtered = await refusal({
      code: 'daily-sales',
      from: today,
      to: today,
      stores: [bistroId, taqueriaId],
      filters: { employee_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(filtered.extensions.key).toBe('reports.errors.filtersOneStore');
  });

  it('sets the stores side by side on the dashboard: today against yesterday, each by its own calendar', async () => {
    const FIGURES = 'from to netSales checks averageTicket laborShare';
    const res = await owner<{
      dashboardStores: { name: string; today: Record<string, unknown>; yesterday: Record<string, unknown> }[];
    }>(`{ dashboardStores { name today { ${FIGURES} } yesterday { ${FIGURES} } } }`);
    expect(res.errors).toBeUndefined();
    const glance = res.data!.dashboardStores;
    expect(glance.map((s) => s.name)).toEqual(['Demo Bistro', 'Demo Café', 'Demo Taqueria']);
    // Each store's own dashboard says the same of its today and yesterday.
    for (const [gql, store] of [
      [owner, glance[0]!],
      [owner2, glance[2]!],
    ] as const) {
      const own = await gql<{ dashboard: { today: unknown; yesterday: unknown } }>(
        `{ dashboard { today { ${FIGURES} } yesterday { ${FIGURES} } } }`,
      );
      expect(store.today).toEqual(own.data!.dashboard.today);
      expect(store.yesterday).toEqual(own.data!.dashboard.yesterday);
    }
    expect(Number(glance[0]!.yesterday.checks) + Number(glance[2]!.yesterday.checks)).toBeGreaterThan(0);
  });

  it('leaves out a store where the user lacks the report’s permission: it contributes nothing', async () => {
    // In the Taqueria Dana is now a manager, whose job holds no report.
    const moved = await owner2(
      `mutation ($id: ID!, $jobs: [ID!]) { updateEmployee(id: $id, job_ids: $jobs, salary: 15) { id } }`,
      {
        id: danaInTaqueria,
        jobs: [jobs.Manager],
      },
    );
    expect(moved.errors).toBeUndefined();
    const stranger = '01890000-0000-7000-8000-000000000000';
    const range = { from: ranges(3, 1, 21, today)[0]!.from, to: today };
    // The reports of the Reports module (a manager may still see those of his own pages: online ordering's).
    for (const def of UNPAGED.filter((r) => !r.page)) {
      const vars = { code: def.code, ...range };
      const [both, bistro] = await Promise.all([
        report(owner, { ...vars, stores: [bistroId, taqueriaId, stranger] }),
        report(owner, vars),
      ]);
      expect(
        both.stores!.map((s) => s.id),
        def.code,
      ).toEqual([bistroId]);
      expect(both.leftOut, def.code).toEqual([taqueriaId, stranger]);
      expect(both.rows, def.code).toEqual(bistro.rows);
      expect(both.totals, def.code).toEqual(bistro.totals);
    }
    const listed = await owner<{ reportStores: { name: string }[] }>(
      '{ reportStores(code: "summary") { name } }',
    );
    expect(listed.data!.reportStores.map((s) => s.name)).toEqual(['Demo Bistro', 'Demo Café']);
    const none = await refusal({ code: 'summary', from: today, to: today, stores: [taqueriaId] });
    expect(none.extensions.code).toBe('597-1');
    // As a cashier there, whose job has no office, the Taqueria leaves the dashboard's stores too.
    await owner2(
      `mutation ($id: ID!, $jobs: [ID!]) { updateEmployee(id: $id, job_ids: $jobs, salary: 15) { id } }`,
      {
        id: danaInTaqueria,
        jobs: [jobs.Cashier],
      },
    );
    const glance = await owner<{ dashboardStores: { name: string }[] }>('{ dashboardStores { name } }');
    expect(glance.data!.dashboardStores.map((s) => s.name)).toEqual(['Demo Bistro', 'Demo Café']);
  }, 120_000);
});
