import { afterAll, beforeAll, expect, it } from 'vitest';
import es from '../../locales/es.json' with { type: 'json' };
import { navigationFor } from '../../src/core/permissions.js';
import { sectionEntries } from '../../src/core/navigation.js';
import { DEMO_MANAGER } from '../../src/server/seed/demo.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const STAR = 'mutation ($p: String!) { starPage(path: $p) }';
const UNSTAR = 'mutation ($p: String!) { unstarPage(path: $p) }';
const REORDER = 'mutation ($p: [String!]!) { reorderStarredPages(paths: $p) }';

/** Every page of the sidebar a support user (who opens them all) sees, in the sidebar's order. */
const PAGES = navigationFor({ support: true, userRole: 'admin', job: [] })
  .flatMap(sectionEntries)
  .map((e) => e.path);

/*
 * Starred pages over HTTP (SPEC §2, §9): kept per user on the server, in the user's order, at most 10
 * (the eleventh refused in both languages), only pages of the sidebar the user may open.
 */
describeEachDb('Starred pages on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let manager: Gql;

  const starred = async (gql: Gql) => {
    const res = await gql<{ starredPages: string[] }>('{ starredPages }');
    expect(res.errors).toBeUndefined();
    return res.data!.starredPages;
  };

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner } = await signIn(server));
    ({ gql: manager } = await signIn(server, DEMO_MANAGER));
  });
  afterAll(() => server?.close());

  it('keeps each user his own starred pages, in the order starred, and a page starred twice once', async () => {
    expect(await starred(owner)).toEqual([]);
    for (const path of PAGES.slice(0, 3)) {
      const res = await owner<{ starPage: string[] }>(STAR, { p: path });
      expect(res.errors).toBeUndefined();
    }
    const again = await owner<{ starPage: string[] }>(STAR, { p: PAGES[0] });
    expect(again.data!.starPage).toEqual(PAGES.slice(0, 3));
    // Read back by a new sign-in (another browser): the server keeps them.
    const { gql: elsewhere } = await signIn(server);
    expect(await starred(elsewhere)).toEqual(PAGES.slice(0, 3));
    expect(await starred(manager)).toEqual([]);
  });

  it('puts them in the order asked, and refuses an order that is not of the same pages', async () => {
    const order = [PAGES[2], PAGES[0], PAGES[1]];
    const res = await owner<{ reorderStarredPages: string[] }>(REORDER, { p: order });
    expect(res.errors).toBeUndefined();
    expect(res.data!.reorderStarredPages).toEqual(order);
    for (const wrong of [
      [PAGES[0], PAGES[1]],
      [PAGES[0], PAGES[0], PAGES[1]],
      [...order, PAGES[3]],
    ]) {
      const refused = await owner(REORDER, { p: wrong });
      expect(refused.errors?.[0]?.extensions.key).toBe('errors.starred.notSame');
    }
    expect(await starred(owner)).toEqual(order);
  });

  it('refuses the eleventh page with its limit, in both languages, and keeps the ten', async () => {
    for (const path of PAGES.slice(3, 10)) expect((await owner(STAR, { p: path })).errors).toBeUndefined();
    expect(await starred(owner)).toHaveLength(10);
    const eleventh = await owner(STAR, { p: PAGES[10] });
    expect(eleventh.errors?.[0]?.message).toBe('Starred pages are limited to 10');
    expect(eleventh.errors?.[0]?.extensions.key).toBe('errors.starred.limit');
    expect(es.errors.starred.limit.replace('%{max}', '10')).toBe(
      'Las páginas destacadas están limitadas a 10',
    );
    expect(await starred(owner)).not.toContain(PAGES[10]);
    // Two tabs starring at once past the limit: still ten.
    await owner(UNSTAR, { p: PAGES[9] });
    const both = await Promise.all([owner(STAR, { p: PAGES[10] }), owner(STAR, { p: PAGES[11] })]);
    expect(both.filter((r) => !r.errors)).toHaveLength(1);
    expect(await starred(owner)).toHaveLength(10);
  });

  it('takes a page off and closes the gap', async () => {
    const before = await starred(owner);
    const res = await owner<{ unstarPage: string[] }>(UNSTAR, { p: before[1] });
    expect(res.data!.unstarPage).toEqual([before[0], ...before.slice(2)]);
    // A page not starred: nothing changes.
    const none = await owner<{ unstarPage: string[] }>(UNSTAR, { p: '/pages/nowhere' });
    expect(none.data!.unstarPage).toEqual(res.data!.unstarPage);
  });

  it('refuses a path that is no page, and a page the user cannot open, naming it', async () => {
    for (const path of ['/pages/nowhere', '', 'x'.repeat(5000)]) {
      const res = await manager(STAR, { p: path });
      expect(res.errors?.[0]?.extensions.key).toBe('errors.starred.unknownPage');
      expect(res.errors?.[0]?.message.length).toBeLessThan(300);
    }
    // The e-commerce dashboard is the admin role's only.
    const admin = await manager(STAR, { p: '/dashboard/ecommerce' });
    expect(admin.errors?.[0]?.message).toBe('"/dashboard/ecommerce" is not a page you can star');
    expect(await starred(manager)).toEqual([]);
  });
});
