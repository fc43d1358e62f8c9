import { readdirSync } from 'node:fs';
import { registry } from '../../core/registry.js';
import type { Tokens } from '../auth/tokens.js';
import type { RightsChange } from '../realtime/sessions.js';
import type { ResourceHooks } from '../services/items.js';

/**
 * Each entity's quirks on the server: `src/server/entities/<resource name>.ts`, whose default export
 * makes its hooks (`beforeWrite`, `beforeDelete`, `afterCommit`, `imported`) from what the server offers. The
 * item service looks them up by resource name; nothing else names an entity.
 */
export interface EntityDeps {
  tokens: Tokens;
  sessions: { rightsChanged(storeId: string, change: RightsChange): void };
}

export type EntityModule = (deps: EntityDeps) => ResourceHooks;

const HOOKS = new Set(['beforeWrite', 'beforeDelete', 'afterCommit', 'initial', 'imported']);
const DIR = new URL('./', import.meta.url);

/**
 * Every entity module of this folder, checked as the server starts: its file names a resource of
 * the registry and its hooks are known ones; anything else stops the start with a sentence.
 */
export async function loadEntityHooks(
  deps: EntityDeps,
  dir: URL = DIR,
): Promise<Record<string, ResourceHooks>> {
  const hooks: Record<string, ResourceHooks> = {};
  const files = readdirSync(dir).filter((f) => /\.(ts|js)$/.test(f) && !/^index\.|\.d\.ts$/.test(f));
  for (const file of files) {
    const name = file.replace(/\.(ts|js)$/, '');
    if (!registry.some((r) => r.name === name))
      throw new Error(`src/server/entities/${file}: no resource of the registry is named "${name}"`);
    const mod = (await import(new URL(file, dir).href)) as { default?: EntityModule };
    if (typeof mod.default !== 'function')
      throw new Error(`src/server/entities/${file}: the default export must make the entity's hooks`);
    const made = mod.default(deps);
    const unknown = Object.keys(made).filter((k) => !HOOKS.has(k));
    if (unknown.length)
      throw new Error(
        `src/server/entities/${file}: unknown hook ${unknown.join(', ')} (${[...HOOKS].join(', ')})`,
      );
    hooks[name] = made;
  }
  return hooks;
}
