import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportDef } from '../core/report-def.js';
import { REPORT_MODULE } from '../core/reports.js';
import type { ModuleDef, NavGroupDef, ResourceDef } from '../core/resource.js';

/** `schemas/_modules.json`: the sidebar's sections and the modules a job holds. */
export interface Catalogue {
  sections: string[];
  /** Groups of entries inside a section, which resources join by `x-resource.group`. */
  groups?: NavGroupDef[];
  modules: { code: string; name: string; office: boolean; permissions: string[] }[];
}

export const CATALOGUE_FILE = '_modules.json';

export function loadCatalogue(schemaDir: string): Catalogue {
  const catalogue = JSON.parse(readFileSync(join(schemaDir, CATALOGUE_FILE), 'utf8')) as Catalogue;
  const codes = catalogue.modules.flatMap((m) => m.permissions.map((p) => `${m.code}:${p}`));
  const twice = codes.find((c, i) => codes.indexOf(c) !== i);
  if (twice) throw new Error(`schemas/${CATALOGUE_FILE}: the permission ${twice} is listed twice`);
  for (const g of catalogue.groups ?? [])
    if (!catalogue.sections.includes(g.section))
      throw new Error(
        `schemas/${CATALOGUE_FILE}: group "${g.key}" names section "${g.section}", which is not a section`,
      );
  return catalogue;
}

/**
 * Every module with its full list of permission codes: the codes the schemas give (a resource's
 * own route, in sidebar order) and the reports declare (their own code, in their order) first, then
 * those the catalogue lists.
 */
export function buildModules(
  catalogue: Catalogue,
  registry: readonly ResourceDef[],
  reports: readonly ReportDef[] = [],
): ModuleDef[] {
  for (const r of reports) {
    const module = r.page?.module ?? REPORT_MODULE;
    if (!catalogue.modules.some((m) => m.code === module))
      throw new Error(`src/server/reports/${r.code}.ts: module "${module}" is not a module`);
  }
  return catalogue.modules.map((m) => {
    const schemas = registry
      .filter((r) => r.module === m.code && r.permission === r.route)
      .sort((a, b) => a.order - b.order)
      .map((r) => r.permission);
    const declared = reports.filter((r) => (r.page?.module ?? REPORT_MODULE) === m.code).map((r) => r.code);
    const given = [...schemas, ...declared];
    for (const code of given)
      if (m.permissions.includes(code))
        throw new Error(
          `schemas/${CATALOGUE_FILE}: ${m.code} lists "${code}", which a ${schemas.includes(code) ? 'schema already gives (its route)' : 'report already declares'}; remove it from the list`,
        );
    return { code: m.code, name: m.name, office: m.office, permissions: [...given, ...m.permissions] };
  });
}
