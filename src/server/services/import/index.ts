import { AppError } from '../../../core/errors.js';
import {
  importLayout,
  mapHeader,
  matchFields,
  type ImportLayout,
  type MappedColumn,
} from '../../../core/import/layout.js';
import {
  IMPORT_LIMITS,
  type ImportAction,
  type ImportEvent,
  type ImportMode,
} from '../../../core/import/protocol.js';
import type { Phrases } from '../../../core/messages.js';
import type { ResourceDef } from '../../../core/resource.js';
import type { Database, Db } from '../../db/database.js';
import type { ItemsService, ResourceHooks, Scope } from '../items.js';
import { LineChecker, type CheckedLine } from './check.js';
import { uniqueMessage } from './names.js';
import { readSheet, type Sheet } from './read.js';
import { LineWriter, type WriteOutcome } from './write.js';
import en from '../../../../locales/en.json' with { type: 'json' };
import es from '../../../../locales/es.json' with { type: 'json' };

/** Headers and choices are read in every language of the console; refusals are worded in English. */
const LANGUAGES: readonly Phrases[] = [en as Phrases, es as Phrases];

/** A file read and its header understood, ready to check and write. */
export interface PreparedImport {
  resource: ResourceDef;
  layout: ImportLayout;
  sheet: Sheet;
  columns: MappedColumn[];
}

/** Imports of records from CSV and XLSX files: checked line by line, written in set-based batches. */
export class ImportService {
  private readonly db: Db;
  /**
   * Batches written at once: PostgreSQL writes each on a connection and a core of its own, which
   * halves a large import; PGlite has one connection, where batches in line would only keep every
   * other request waiting longer.
   */
  private readonly parallel: number;

  constructor(
    database: Database,
    private readonly items: ItemsService,
    private readonly hooks: Record<string, ResourceHooks>,
  ) {
    this.db = database.db;
    this.parallel = database.kind === 'postgres' ? 4 : 1;
  }

  /** Reads the file and maps its header; a file that cannot be imported at all is refused (AppError). */
  async prepare(r: ResourceDef, bytes: Buffer, action: ImportAction = 'create'): Promise<PreparedImport> {
    const sheet = await readSheet(bytes);
    const layout = importLayout(r);
    const mapping = mapHeader(layout, sheet.header, LANGUAGES, en as Phrases, action);
    if (mapping.problem) throw new AppError('BAD_REQUEST', mapping.problem.key, mapping.problem.params);
    return { resource: r, layout, sheet, columns: mapping.columns };
  }

  /**
   * Checks every line, then writes as the mode says: nothing (`check`), every line or none (`all`:
   * the whole file is checked before anything is written), or the valid lines (`valid`). The action
   * says what a line does: creates a record (`create`), or updates the record it matches and
   * creates the others (`update`, in one transaction). Yields progress, then the result.
   */
  async *run(
    scope: Scope,
    file: PreparedImport,
    mode: ImportMode,
    action: ImportAction = 'create',
  ): AsyncGenerator<ImportEvent> {
    const { resource: r, layout, sheet, columns } = file;
    scope = { ...scope, via: 'import' };
    const records = (ids: readonly string[]) =>
      this.items.list(scope, r, { filter: { ids: [...ids] }, perPage: ids.length });
    const checker = new LineChecker(this.db, scope.storeId, layout, columns, LANGUAGES, action, records);
    const checked = yield* checker.check(sheet);
    const write = mode === 'valid' || (mode === 'all' && !checked.errors.length);
    const followUp = this.hooks[r.name]?.imported;
    const written: WriteOutcome = write
      ? action === 'update'
        ? yield* this.writeInOne(scope, r, checked.valid)
        : yield* new LineWriter(this.db, this.items, this.hooks[r.name], scope, r, this.parallel).write(
            checked.valid,
          )
      : { imported: 0, created: 0, updated: 0, ids: [], errors: [], counts: {} };
    // A check tells what writing its valid lines would do (the new records only); an `all` refused
    // for one bad line, nothing.
    const also =
      !followUp || (mode === 'all' && !write)
        ? []
        : mode === 'check'
          ? followUp.tell(
              await followUp.plan(
                this.db,
                scope,
                checked.valid.filter((l) => !l.updates).map((l) => l.data),
              ),
              false,
            )
          : followUp.tell(written.counts, true);
    const errors = [...checked.errors, ...written.errors].sort((a, b) => a.line - b.line);
    const lines = sheet.lines.length;
    const match = matchFields(r);
    const updating = checked.valid.filter((line) => line.updates).length;
    yield {
      result: {
        mode,
        action,
        lines,
        valid: lines - new Set(errors.map((e) => e.line)).size,
        imported: written.imported,
        created: mode === 'check' ? checked.valid.length - updating : written.created,
        updated: mode === 'check' ? updating : written.updated,
        plan:
          action === 'update'
            ? checked.valid.slice(0, IMPORT_LIMITS.maxErrors).map((line) => ({
                line: line.line,
                ...(line.updates ? { updates: line.updates.title } : {}),
              }))
            : [],
        suggestUpdate:
          action === 'create' &&
          !!match &&
          errors.some((e) => e.key === uniqueMessage(r, match) && e.field === match[0]),
        skipped: lines - written.imported,
        errorCount: errors.length,
        errors: errors.slice(0, IMPORT_LIMITS.maxErrors),
        also,
      },
    };
  }

  /** Every line of an update import in one transaction: all its creates and updates commit together. */
  private async *writeInOne(
    scope: Scope,
    r: ResourceDef,
    lines: readonly CheckedLine[],
  ): AsyncGenerator<ImportEvent, WriteOutcome> {
    const tx = await this.db.startTransaction().execute();
    let written: WriteOutcome | undefined;
    try {
      written = yield* new LineWriter(this.db, this.items, this.hooks[r.name], scope, r, 1, tx).write(lines);
      await tx.commit().execute();
    } finally {
      // Failed, or left before its end: nothing of it stays.
      if (!tx.isCommitted) await tx.rollback().execute();
    }
    if (written.ids.length) this.hooks[r.name]?.afterCommit?.(scope, written.ids);
    return written;
  }
}
