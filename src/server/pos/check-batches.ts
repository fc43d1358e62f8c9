import type { Db } from '../db/database.js';
import { catalogForCheck, catalogForChecks, type CheckAccounts } from './catalog.js';
import type { CheckAnswer, DeviceCheckInput } from './check-versions.js';
import { recordCheck, recordChecks } from './checks.js';
import type { DeviceScope } from './records.js';

/**
 * Checks of one device that arrive while another of its checks is being written wait for that
 * transaction, then are written together in the next: their catalog read once, their rows and the
 * reports' rollups in a few statements, one commit. Each rollup row a check adds to is then locked
 * once per batch rather than once per check, which is what held sixteen checks sent at once to a
 * few hundred a second. A check that arrives alone is written alone, as before.
 *
 * A batch refused as a whole (a check that is not valid, a number another check holds) is written
 * again one check at a time, so that every check gets the answer it would have had alone.
 */
const MOST_AT_ONCE = 50;

export interface BatchDeps {
  giftCardHash: (number: string) => string;
  accounts: CheckAccounts;
}

interface Waiting {
  input: DeviceCheckInput;
  digest: string;
  resolve: (answer: CheckAnswer) => void;
  reject: (error: unknown) => void;
}

/** The checks of one device waiting for their turn, and whether a batch of it is being written. */
interface Line {
  waiting: Waiting[];
  writing: boolean;
}

const lines = new WeakMap<Db, Map<string, Line>>();

/** Records a check a device sent, with those of the same device that arrive meanwhile (see above). */
export function recordCheckBatched(
  db: Db,
  scope: DeviceScope,
  input: DeviceCheckInput,
  digest: string,
  deps: BatchDeps,
): Promise<CheckAnswer> {
  let byDevice = lines.get(db);
  if (!byDevice) lines.set(db, (byDevice = new Map()));
  const key = `${scope.storeId}:${scope.deviceId}`;
  let line = byDevice.get(key);
  if (!line) byDevice.set(key, (line = { waiting: [], writing: false }));
  const answer = new Promise<CheckAnswer>((resolve, reject) =>
    line.waiting.push({ input, digest, resolve, reject }),
  );
  if (!line.writing) void writeLine(db, scope, line, deps, () => byDevice.delete(key));
  return answer;
}

async function writeLine(db: Db, scope: DeviceScope, line: Line, deps: BatchDeps, done: () => void) {
  line.writing = true;
  while (line.waiting.length) await writeBatch(db, scope, line.waiting.splice(0, MOST_AT_ONCE), deps);
  line.writing = false;
  done();
}

async function writeBatch(db: Db, scope: DeviceScope, batch: Waiting[], deps: BatchDeps) {
  if (batch.length > 1) {
    try {
      const catalog = {
        ...(await catalogForChecks(
          db,
          scope,
          batch.map((b) => b.input),
          deps.giftCardHash,
        )),
        accounts: deps.accounts,
      };
      const answers = await db.transaction().execute((tx) =>
        recordChecks(
          tx,
          scope,
          batch.map((b) => ({ input: b.input, hash: b.digest })),
          catalog,
        ),
      );
      batch.forEach((b, i) => b.resolve(answers[i]!));
      return;
    } catch {
      // Written again one at a time below, each with its own answer or refusal.
    }
  }
  for (const b of batch)
    try {
      const catalog = {
        ...(await catalogForCheck(db, scope, b.input, deps.giftCardHash)),
        accounts: deps.accounts,
      };
      b.resolve(await db.transaction().execute((tx) => recordCheck(tx, scope, b.input, catalog, b.digest)));
    } catch (error) {
      b.reject(error);
    }
}
