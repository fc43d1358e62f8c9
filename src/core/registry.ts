import { records, registry } from '../../generated/registry.js';
import type { ResourceDef } from './resource.js';

export { records, registry };

// A name finds an entity or a read-only record: a record's references may point at either.
const byName = new Map([...registry, ...records].map((r) => [r.name, r]));
const byRoute = new Map(registry.map((r) => [r.route, r]));

export function resourceByName(name: string): ResourceDef {
  const r = byName.get(name);
  if (!r) throw new Error(`Unknown resource ${name}`);
  return r;
}

export function resourceByRoute(route: string): ResourceDef | undefined {
  return byRoute.get(route);
}

/** react-admin resource name: the page path without its leading slash, e.g. `pages/category`. */
export function adminResourceName(r: ResourceDef): string {
  return `pages/${r.route}`;
}

export function resourceByAdminName(name: string): ResourceDef {
  const r = byRoute.get(name.replace(/^pages\//, ''));
  if (!r) throw new Error(`Unknown resource ${name}`);
  return r;
}
