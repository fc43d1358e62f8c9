import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ReportDeclaration } from './define.js';

/** This folder: one file per report, named after its code, beside define.ts, run.ts, consolidate.ts, stores.ts and hand/. */
export const REPORTS_DIR = dirname(fileURLToPath(import.meta.url));

const SUPPORT = new Set(['index', 'define', 'run', 'consolidate', 'stores']);

/**
 * Every report declared in the folders given (src/server/reports by default), in the sidebar's order.
 * A file's default export is its declaration, whose code is the file's name; a code declared twice is
 * refused.
 */
export async function loadReports(dirs: readonly string[] = [REPORTS_DIR]): Promise<ReportDeclaration[]> {
  const found: ReportDeclaration[] = [];
  for (const dir of dirs)
    for (const file of readdirSync(dir).sort()) {
      const name = /^([\w-]+)\.(?:ts|js)$/.exec(file)?.[1];
      if (!name || SUPPORT.has(name) || file.endsWith('.d.ts')) continue;
      const declaration = (
        (await import(pathToFileURL(join(dir, file)).href)) as { default?: ReportDeclaration }
      ).default;
      if (!declaration?.code || declaration.code !== name)
        throw new Error(`${join(dir, file)}: its default export must be the declaration of report "${name}"`);
      if (found.some((r) => r.code === name))
        throw new Error(`${join(dir, file)}: report "${name}" is declared twice`);
      found.push(declaration);
    }
  return found.sort((a, b) => a.order - b.order || a.code.localeCompare(b.code));
}

/** The reports the server answers. */
export const REPORT_DECLARATIONS: readonly ReportDeclaration[] = await loadReports();
