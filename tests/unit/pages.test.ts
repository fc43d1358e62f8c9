import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../src/codegen/generate.js';
import { SCHEMA_DIR } from '../../src/codegen/paths.js';
import { SECTIONS } from '../../src/core/modules.js';
import { PAGES, type PageDeclaration } from '../../src/core/pages.js';
import {
  allModules,
  GENERAL_SETTINGS_CODES,
  modulesExcept,
  pageAccess,
  pageAllowed,
  pageGuard,
  PERMISSION_CATALOGUE,
  REPORT_CODES,
} from '../../src/core/permissions.js';
import en from '../../locales/en.json' with { type: 'json' };
import spec from '../../spec/spec-index.json' with { type: 'json' };

/* "Adding a page": one folder under src/web/pages/ and one declaration in src/core/pages.ts. */

const PAGES_DIR = new URL('../../src/web/pages/', import.meta.url);

describe('hand-written pages', () => {
  it('has a folder with an index.tsx for every declaration, and a declaration for every such folder', () => {
    for (const page of PAGES)
      expect(existsSync(new URL(`${page.folder}/index.tsx`, PAGES_DIR)), page.folder).toBe(true);
    const folders = readdirSync(PAGES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/index.tsx`, PAGES_DIR)))
      .map((d) => d.name);
    expect(folders.sort()).toEqual(PAGES.map((p) => p.folder).sort());
  });

  it("declares the access the route rules read from the page's path", () => {
    for (const page of PAGES) expect(pageAccess(page.path), page.path).toEqual(page.access);
  });

  it('guards each page, on the console and the server, by the role and the codes it declares', () => {
    for (const page of PAGES)
      expect(pageGuard(page.path), page.path).toEqual({ role: page.role, access: page.access });
    const editor = { userRole: 'editor', job: [{ modules: allModules(true) }] };
    expect(pageAllowed(editor, '/dashboard/ecommerce')).toBe(false);
    expect(pageAllowed({ ...editor, userRole: 'admin' }, '/dashboard/ecommerce')).toBe(true);
    expect(pageAllowed(editor, '/pages/floor-layout')).toBe(true);
    expect(
      pageAllowed(
        { userRole: 'editor', job: [{ modules: modulesExcept(['operations']) }] },
        '/pages/floor-layout',
      ),
    ).toBe(false);
    expect(() => pageAllowed(editor, '/pages/nowhere')).toThrow('no page is declared');
  });

  it('refuses, at gen, a declaration whose role is not editor or admin, or that names no code', () => {
    const page = PAGES[0]!;
    const viewer = { ...page, role: 'viewer' } as unknown as PageDeclaration;
    expect(() => loadProject(SCHEMA_DIR, [viewer])).toThrow(/role "viewer" is not one of editor, admin/);
    expect(() => loadProject(SCHEMA_DIR, [{ ...page, access: { ...page.access, codes: [] } }])).toThrow(
      /access names no permission code/,
    );
  });

  it('guards no page the console does not have', () => {
    for (const path of ['/pages/nowhere', 'promotions']) expect(pageGuard(path), path).toBeNull();
  });

  it('labels every page and every sidebar section', () => {
    const has = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) !==
      undefined;
    for (const page of PAGES) expect(has(page.label), page.label).toBe(true);
    for (const section of SECTIONS) expect(has(`menu.${section}`), section).toBe(true);
  });
});

describe('the access rules of SPEC §4', () => {
  it('know every report page of the spec, and nothing else, as a report', () => {
    const reports = spec.protectedRoutes.Reports.map((path) => path.replace('/pages/reports/', ''));
    expect([...REPORT_CODES].sort()).toEqual(reports.sort());
  });

  it('name only codes of the permission catalogue for General Settings', () => {
    for (const code of GENERAL_SETTINGS_CODES)
      expect(PERMISSION_CATALOGUE['settings-office']).toContain(code);
  });
});
