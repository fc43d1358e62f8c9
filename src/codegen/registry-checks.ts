import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PAGE_ROLES, type PageDeclaration } from '../core/pages.js';
import type { ModuleDef, ResourceDef } from '../core/resource.js';
import { CATALOGUE_FILE, type Catalogue } from './modules.js';

const requireHere = createRequire(import.meta.url);

/** Whether Material Icons has an icon of this name (the console imports it from there). */
export function iconExists(name: string): boolean {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) return false;
  try {
    requireHere.resolve(`@mui/icons-material/${name}`);
    return true;
  } catch {
    return false;
  }
}

/** A gen error naming the schema file at fault. */
export const fault = (id: string, what: string) => new Error(`schemas/${id}.schema.json: ${what}`);

/**
 * Each child names a resource that refers to its parent by `by`, and a field the parent's type does
 * not already have; its order is its own `sort`, else the child's default one.
 */
export function checkChildren(resources: ResourceDef[]): void {
  for (const parent of resources) {
    const own = new Set(parent.fields.map((f) => f.name));
    for (const child of parent.children ?? []) {
      const where = `x-resource.children ${child.field}`;
      const r = resources.find((c) => c.name === child.resource);
      if (!r) throw fault(parent.name, `${where} names an unknown resource "${child.resource}"`);
      if (own.has(child.field) || child.field === 'id' || !/^[a-z][a-z0-9_]*$/.test(child.field))
        throw fault(parent.name, `${where}: the field's name is taken or not a name`);
      if (r.fields.find((f) => f.name === child.by)?.reference?.resource !== parent.name)
        throw fault(parent.name, `${where}: ${child.resource}.${child.by} is no reference to ${parent.name}`);
      child.type = r.type;
      if (!child.sort.field) child.sort = r.sort;
      const sortable = child.sort.field === 'id' || r.fields.some((f) => f.name === child.sort.field);
      if (!sortable) throw fault(parent.name, `${where} sorts by unknown field ${child.sort.field}`);
      own.add(child.field);
    }
  }
}

/**
 * `x-access` must name a module of the catalogue and one of its permission codes: the resource's
 * own route (its page code), one the catalogue lists, or another resource's page code in that module.
 */
export function checkAccess(r: ResourceDef, resources: readonly ResourceDef[], catalogue: Catalogue): void {
  const module = catalogue.modules.find((m) => m.code === r.module);
  if (!module)
    throw fault(
      r.name,
      `x-access.module "${r.module}" is not a module of schemas/${CATALOGUE_FILE} (${catalogue.modules.map((m) => m.code).join(', ')})`,
    );
  const codes = new Set([
    ...(r.route ? [r.route] : []),
    ...module.permissions,
    ...resources.filter((o) => o.module === r.module && o.permission === o.route).map((o) => o.route),
  ]);
  if (!codes.has(r.permission))
    throw fault(
      r.name,
      `x-access.permission "${r.permission}" is not a permission of ${r.module}: use the route "${r.route}" or one of ${[...codes].filter((c) => c !== r.route).join(', ')}`,
    );
}

/** Each hand-written page's declaration (src/core/pages.ts) names a section, a role, an access and an icon that exist. */
export function checkPages(
  pages: readonly PageDeclaration[],
  catalogue: Catalogue,
  modules: readonly ModuleDef[],
): void {
  for (const page of pages) {
    const where = `src/core/pages.ts: ${page.path}`;
    if (!catalogue.sections.includes(page.section))
      throw new Error(`${where}: section "${page.section}" is not a section of schemas/${CATALOGUE_FILE}`);
    if (!iconExists(page.icon)) throw new Error(`${where}: icon "${page.icon}" is not a Material icon`);
    if (!PAGE_ROLES.includes(page.role))
      throw new Error(`${where}: role "${String(page.role)}" is not one of ${PAGE_ROLES.join(', ')}`);
    if (page.access.codes.length === 0) throw new Error(`${where}: access names no permission code`);
    const module = modules.find((m) => m.code === page.access.module);
    if (!module) throw new Error(`${where}: access module "${page.access.module}" is not a module`);
    for (const code of page.access.codes)
      if (!module.permissions.includes(code))
        throw new Error(`${where}: access code "${code}" is not a permission of ${module.code}`);
  }
}

/** The entity modules of the console and the server (`src/{web,server}/entities/<name>`) each name a resource. */
export function checkEntityModules(registry: readonly ResourceDef[], root: string): void {
  for (const side of ['web', 'server']) {
    const dir = join(root, 'src', side, 'entities');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      const name = file.replace(/\.(tsx?|jsx?)$/, '');
      if (name === 'index' || name === file) continue;
      if (!registry.some((r) => r.name === name))
        throw new Error(`src/${side}/entities/${file}: no resource of the registry is named "${name}"`);
    }
  }
}
