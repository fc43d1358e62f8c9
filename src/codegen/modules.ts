import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleDef, ResourceDef } from '../core/resource.js';

/** `schemas/_modules.json`: the sidebar's sections and the modules a job holds. */
export interface Catalogue {
  sections: string[];
  modules: { code: string; name: string; office: boolean; permissions: string[] }[];
}

export const CATALOGUE_FILE = '_modules.json';

export function loadCatalogue(schemaDir: string): Catalogue {
  const catalogue = JSON.parse(readFileSync(join(schemaDir, CATALOGUE_FILE), 'utf8')) as Catalogue;
  const codes = catalogue.modules.flatMap((m) => m.permissions.map((p) => `${m.code}:${p}`));
  const twice = codes.find((c, i) => codes.indexOf(c) !== i);
  if (twice) throw new Error(`schemas/${CATALOGUE_FILE}: the permission ${twice} is listed twice`);
  return catalogue;
}

/**
 * Every module with its full list of permission codes: the codes the schemas give (a resource's
 * own route, in sidebar order) first, then those the catalogue lists.
 */
export function buildModules(catalogue: Catalogue, registry: readonly ResourceDef[]): ModuleDef[] {
  return catalogue.modules.map((m) => {
    const given = registry
      .filter((r) => r.module === m.code && r.permission === r.route)
      .sort((a, b) => a.order - b.order)
      .map((r) => r.permission);
    for (const code of given)
      if (m.permissions.includes(code))
        throw new Error(
          `schemas/${CATALOGUE_FILE}: ${m.code} lists "${code}", which a schema already gives (its route); remove it from the list`,
        );
    return { code: m.code, name: m.name, office: m.office, permissions: [...given, ...m.permissions] };
  });
}
