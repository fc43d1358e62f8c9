import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generate, loadProject } from '../../src/codegen/generate.js';
import { SCHEMA_DIR } from '../../src/codegen/paths.js';
import { checkEntityModules } from '../../src/codegen/registry-checks.js';
import { navEntries, navigation } from '../../src/core/navigation.js';
import { PAGES, type PageDeclaration } from '../../src/core/pages.js';

/*
 * The README's "Adding an entity": one schema (and its labels) is all it takes. A throw-away schema in
 * a section that has no entity yet goes through the real generator; the registry, the SDL, the
 * sidebar and the permission catalogue must all have it. And gen refuses, naming the file, what
 * would otherwise fail only when someone opens the page.
 */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'comanda-schemas-'));
  cpSync(SCHEMA_DIR, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A marketing campaign, as a newcomer would write it. */
const campaign = (over: { resource?: object; access?: object; properties?: object } = {}) => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'marketing-campaign',
  title: 'Marketing campaign',
  type: 'object',
  'x-resource': {
    type: 'MarketingCampaign',
    plural: 'MarketingCampaigns',
    route: 'newsletters',
    section: 'marketing',
    icon: 'Campaign',
    list: ['name', 'status'],
    sort: { field: 'name', order: 'ASC' },
    ...over.resource,
  },
  'x-access': { module: 'marketing', permission: 'newsletters', ...over.access },
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { $ref: '_defs/name' },
    status: { $ref: '_defs/status' },
    ...over.properties,
  },
});

const write = (schema: object) =>
  writeFileSync(join(dir, 'marketing-campaign.schema.json'), JSON.stringify(schema, null, 2));

describe('adding an entity', () => {
  it('takes one schema: registry, SDL, sidebar and permission catalogue all have it', async () => {
    // A new permission: the schema gives it, the catalogue need not list it.
    write(campaign());

    const files = await generate(dir);
    // Formatted with the defaults here: the copy of schemas/ has no Prettier settings of its own.
    expect(files.get('registry.ts')).toMatch(/name: ["']marketing-campaign["']/);
    const sdl = files.get('schema.graphql')!;
    for (const op of [
      'allMarketingCampaigns(',
      '_allMarketingCampaignsMeta(',
      'MarketingCampaign(id: ID!)',
      'createMarketingCampaign(',
      'deleteMarketingCampaigns(',
    ])
      expect(sdl).toContain(op);
    expect(files.get('icons.ts')).toMatch(/import CampaignIcon from ["']@mui\/icons-material\/Campaign["']/);

    const project = loadProject(dir);
    const generated = project.modules.find((m) => m.code === 'marketing')!;
    expect(generated.permissions).toContain('newsletters');
    expect(files.get('modules.ts')).toMatch(/["']newsletters["']/);

    const paths = (sections: ReturnType<typeof navigation>) =>
      sections.flatMap((s) => s.entries.map((e) => e.path));
    expect(paths(navigation())).not.toContain('/pages/newsletters');
    const sidebar = navigation(navEntries(project.registry));
    const section = sidebar.find((s) => s.key === 'marketing')!;
    expect(section.entries.find((e) => e.path === '/pages/newsletters')).toEqual(
      expect.objectContaining({
        path: '/pages/newsletters',
        label: 'entities.marketing-campaign.plural',
        icon: 'Campaign',
        access: { module: 'marketing', codes: ['newsletters'] },
      }),
    );
    // Joining a group of the catalogue puts it in the group, beside the coupons.
    const grouped = navigation(
      navEntries(
        loadProject(dir).registry.map((r) =>
          r.name === 'marketing-campaign' ? { ...r, group: 'promotions' } : r,
        ),
      ),
    );
    const promotions = grouped
      .find((s) => s.key === 'marketing')!
      .groups.find((g) => g.key === 'promotions')!;
    expect(promotions.entries.map((e) => e.path)).toContain('/pages/newsletters');
    expect(grouped.find((s) => s.key === 'marketing')!.entries.map((e) => e.path)).not.toContain(
      '/pages/newsletters',
    );
    // The section sits where schemas/_modules.json puts it: after Operations, before Online Ordering.
    const keys = sidebar.map((s) => s.key);
    expect(keys.indexOf('marketing')).toBe(keys.indexOf('operations') + 1);
  });

  it('refuses a permission the catalogue lists when a schema gives it too', () => {
    write(campaign({ resource: { route: 'survey-settings' }, access: { permission: 'survey-settings' } }));
    expect(() => loadProject(dir)).toThrow(/marketing lists "survey-settings", which a schema already gives/);
  });
});

describe('npm run gen refuses, naming the file', () => {
  const refused = (schema: object) => {
    write(schema);
    return () => loadProject(dir);
  };

  it('a sidebar group that schemas/_modules.json does not list', () => {
    expect(refused(campaign({ resource: { group: 'gifts' } }))).toThrow(
      /schemas\/marketing-campaign\.schema\.json: x-resource\.group "gifts" is not a group of schemas\/_modules\.json/,
    );
  });

  it('an x-access module that does not exist', () => {
    expect(refused(campaign({ access: { module: 'marketin' } }))).toThrow(
      /schemas\/marketing-campaign\.schema\.json: x-access\.module "marketin" is not a module/,
    );
  });

  it('an x-access permission that does not exist', () => {
    expect(refused(campaign({ access: { permission: 'marketing-campaign' } }))).toThrow(
      /schemas\/marketing-campaign\.schema\.json: x-access\.permission "marketing-campaign" is not a permission of marketing/,
    );
  });

  it('an unknown icon', () => {
    expect(refused(campaign({ resource: { icon: 'NoSuchIcon' } }))).toThrow(
      /schemas\/marketing-campaign\.schema\.json: x-resource\.icon "NoSuchIcon" is not a Material icon/,
    );
  });

  it('an unknown section', () => {
    expect(refused(campaign({ resource: { section: 'marketin' } }))).toThrow(
      /schemas\/marketing-campaign\.schema\.json: x-resource\.section "marketin" is not a section/,
    );
  });

  it('a list or sort field that does not exist', () => {
    expect(refused(campaign({ resource: { list: ['name', 'colour'] } }))).toThrow(
      /schemas\/marketing-campaign\.schema\.json: .*unknown field colour/,
    );
    expect(refused(campaign({ resource: { sort: { field: 'nmae', order: 'ASC' } } }))).toThrow(
      /schemas\/marketing-campaign\.schema\.json: .*unknown field nmae/,
    );
  });

  it('a reference to an unknown resource', () => {
    const schema = campaign({
      properties: { template_id: { $ref: '_defs/id', 'x-ref': { resource: 'template' } } },
    });
    expect(refused(schema)).toThrow(
      /schemas\/marketing-campaign\.schema\.json: template_id refers to an unknown resource "template"/,
    );
  });

  it('an entity module of the console or the server that names no resource', () => {
    const registry = loadProject(SCHEMA_DIR).registry;
    const root = mkdtempSync(join(tmpdir(), 'comanda-root-'));
    try {
      mkdirSync(join(root, 'src', 'web', 'entities'), { recursive: true });
      writeFileSync(join(root, 'src', 'web', 'entities', 'employee.tsx'), '');
      expect(() => checkEntityModules(registry, root)).not.toThrow();
      writeFileSync(join(root, 'src', 'web', 'entities', 'employe.tsx'), '');
      expect(() => checkEntityModules(registry, root)).toThrow(
        'src/web/entities/employe.tsx: no resource of the registry is named "employe"',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a page declaration whose access, section or icon does not exist', () => {
    const page: PageDeclaration = { ...PAGES[0]!, path: '/pages/floor-layout' };
    expect(() =>
      loadProject(SCHEMA_DIR, [{ ...page, access: { module: 'operations', codes: ['floor'] } }]),
    ).toThrow(
      /src\/core\/pages\.ts: \/pages\/floor-layout: access code "floor" is not a permission of operations/,
    );
    expect(() => loadProject(SCHEMA_DIR, [{ ...page, section: 'floor' }])).toThrow(/section "floor"/);
    expect(() => loadProject(SCHEMA_DIR, [{ ...page, icon: 'Floor' }])).toThrow(/icon "Floor"/);
  });
});
