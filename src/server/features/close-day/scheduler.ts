/**
 * The automatic close of the working day (store info: auto close day at auto close time, on the
 * store's clock). Each store with it on has a daily croner job in its time zone. The schedule lives
 * in the database: it is rebuilt at start, re-read every minute (a setting saved on any server
 * process reaches every process within a minute, with nothing to wire between them), and a close
 * that fell due while the server was down is made at start. Several processes on one PostgreSQL may
 * all fire: the close's row lock and status check let one close and the others find nothing to do.
 */
import { Cron } from 'croner';
import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import type { Db } from '../../db/database.js';
import type { StoreEvents } from '../../realtime/store-events.js';
import { CLOSE_DAY_ERRORS, closeDay, WORKING_DAY_ENTITY } from './service.js';
import { logEvent } from '../../services/events.js';
import { english } from '../../services/phrases.js';

const t = english;

const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;
const DAY_MS = 24 * 3600_000;

/** The system log's action for an automatic close that was refused. */
export const AUTO_CLOSE_FAILED = 'auto-close-failed';

export interface AutoClose {
  storeId: string;
  /** HH:MM on the store's clock. */
  time: string;
  timeZone: string;
}

/** Every day at HH:MM (croner's pattern: minute hour day month weekday). */
export function dailyPattern(time: string): string {
  const [, hours, minutes] = TIME.exec(time)!;
  return `${Number(minutes)} ${Number(hours)} * * *`;
}

/** The latest HH:MM on the store's clock at or before `now` (croner does the zone and its DST). */
export function lastCloseTime(time: string, timeZone: string, now: Date): Date {
  const runs = new Cron(dailyPattern(time), { timezone: timeZone, paused: true }).nextRuns(
    3,
    new Date(now.getTime() - 2 * DAY_MS),
  );
  return runs.filter((r) => r.getTime() <= now.getTime()).at(-1)!;
}

/** The next automatic close after `now`. */
export function nextCloseTime(time: string, timeZone: string, now: Date): Date | null {
  return new Cron(dailyPattern(time), { timezone: timeZone, paused: true }).nextRun(now);
}

/** The stores whose automatic close is on, with a valid time; or one store's, when asked. */
async function autoCloseStores(db: Db, storeId?: string): Promise<AutoClose[]> {
  let query = db
    .selectFrom('store as s')
    .innerJoin('store_info as i', 'i.store_id', 's.id')
    .select(['s.id', 's.time_zone', 'i.auto_close_time'])
    .where('i.auto_close_day', '=', true);
  if (storeId) query = query.where('s.id', '=', storeId);
  const rows = await query.orderBy('s.id').execute();
  return rows
    .filter((r) => typeof r.auto_close_time === 'string' && TIME.test(r.auto_close_time))
    .map((r) => ({
      storeId: r.id as string,
      time: r.auto_close_time as string,
      timeZone: r.time_zone as string,
    }));
}

/** The store's automatic close as the close day page shows it. */
export async function autoCloseSetting(db: Db, storeId: string, now: Date) {
  const store = await db
    .selectFrom('store')
    .leftJoin('store_info as i', 'i.store_id', 'store.id')
    .select(['store.time_zone', 'i.auto_close_day', 'i.auto_close_time'])
    .where('store.id', '=', storeId)
    .executeTakeFirstOrThrow();
  const timeZone = store.time_zone as string;
  const time =
    typeof store.auto_close_time === 'string' && TIME.test(store.auto_close_time)
      ? store.auto_close_time
      : null;
  const enabled = store.auto_close_day === true && time !== null;
  return {
    enabled,
    time,
    time_zone: timeZone,
    next_run: enabled ? (nextCloseTime(time, timeZone, now)?.toISOString() ?? null) : null,
  };
}

export interface SchedulerLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What one automatic close did. */
export type AutoCloseOutcome = 'closed' | 'refused' | 'nothing-due';

export class CloseDayScheduler {
  private readonly jobs = new Map<string, { key: string; job: Cron }>();
  private refresher: ReturnType<typeof setInterval> | null = null;
  private readonly now: () => Date;
  private stopped = false;

  constructor(
    private readonly deps: {
      db: Db;
      storeEvents?: StoreEvents;
      log: SchedulerLog;
      /** The clock; a test moves it. */
      now?: () => Date;
      /** How often the settings are re-read, in milliseconds. */
      refreshEveryMs?: number;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Builds the schedule from the database and makes the closes that fell due while the server was down. */
  async start(): Promise<void> {
    this.stopped = false;
    const stores = await this.refresh();
    for (const store of stores) await this.closeDue(store.storeId);
    this.refresher = setInterval(() => {
      this.refresh().catch((err: unknown) =>
        this.deps.log.error({ err }, 'automatic close: settings not read'),
      );
    }, this.deps.refreshEveryMs ?? 60_000);
    this.refresher.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.refresher) clearInterval(this.refresher);
    this.refresher = null;
    for (const { job } of this.jobs.values()) job.stop();
    this.jobs.clear();
  }

  /** Re-reads every store's setting: a job per store with the automatic close on, at its time and zone. */
  async refresh(): Promise<AutoClose[]> {
    const stores = await autoCloseStores(this.deps.db);
    if (this.stopped) return stores;
    const wanted = new Map(stores.map((s) => [s.storeId, s]));
    for (const [storeId, { job }] of this.jobs)
      if (!wanted.has(storeId)) {
        job.stop();
        this.jobs.delete(storeId);
      }
    for (const store of stores) {
      const key = `${store.time} ${store.timeZone}`;
      const current = this.jobs.get(store.storeId);
      if (current?.key === key) continue;
      current?.job.stop();
      const job = new Cron(
        dailyPattern(store.time),
        { timezone: store.timeZone, protect: true, unref: true },
        async () => {
          await this.closeDue(store.storeId).catch((err: unknown) =>
            this.deps.log.error({ err, storeId: store.storeId }, 'automatic close failed'),
          );
        },
      );
      this.jobs.set(store.storeId, { key, job });
    }
    return stores;
  }

  /** When the store's automatic close next runs, on the scheduler's clock; null when it has none. */
  nextRun(storeId: string): Date | null {
    return this.jobs.get(storeId)?.job.nextRun(this.now()) ?? null;
  }

  /**
   * What each store's job runs: closes the store's open working day at the latest close time that
   * has passed, if the day was open then. A refusal (an open shift, an employee who cannot be
   * clocked out) is recorded in the system log as a failed automatic close; a day another process
   * closed meanwhile is nothing to do.
   */
  async closeDue(storeId: string): Promise<AutoCloseOutcome> {
    const { db } = this.deps;
    const [setting] = await autoCloseStores(db, storeId);
    if (!setting) return 'nothing-due';
    const day = await db
      .selectFrom('working_day')
      .select(['id', 'opened_at', sql<string>`to_char(business_date, 'YYYY-MM-DD')`.as('business_date')])
      .where('store_id', '=', storeId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (!day) return 'nothing-due';
    const due = lastCloseTime(setting.time, setting.timeZone, this.now());
    if (due.getTime() <= new Date(day.opened_at as string).getTime()) return 'nothing-due';
    try {
      await closeDay(db, storeId, {
        at: due,
        by: 'schedule',
        workingDayId: day.id as string,
        storeEvents: this.deps.storeEvents,
      });
      this.deps.log.info({ storeId, businessDate: day.business_date }, 'working day closed automatically');
      return 'closed';
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.key === CLOSE_DAY_ERRORS.noOpenDay || err.key === CLOSE_DAY_ERRORS.noWorkingDays)
        return 'nothing-due';
      await logEvent(db, {
        storeId,
        entity: WORKING_DAY_ENTITY,
        recordId: day.id as string,
        action: AUTO_CLOSE_FAILED,
        after: {
          business_date: day.business_date,
          close_time: due.toISOString(),
          error: t(err.key, err.params),
          key: err.key,
          params: err.params,
        },
      });
      return 'refused';
    }
  }
}
