import { AppError, NOT_AUTHORIZED_CODE } from '../../core/errors.js';
import type { Grantor } from '../../core/grants.js';
import {
  allModules,
  hasOfficeAccess,
  mergeJobs,
  pageAllowed,
  type JobModule,
} from '../../core/permissions.js';
import { resourceByName } from '../../core/registry.js';
import { joinTableOf } from '../../core/resource.js';
import type { Db } from '../db/database.js';
import type { Tokens } from './tokens.js';

/** The jobs an employee holds: the join table of `employee.job_ids`. */
export const EMPLOYEE_JOBS = (() => {
  const employee = resourceByName('employee');
  return joinTableOf(
    employee,
    employee.fields.find((f) => f.name === 'job_ids')!,
  );
})();

/** Who is calling, in which store, with what permissions: what every check on the server reads. */
export interface Principal {
  userId: string;
  storeId: string;
  displayName: string;
  email: string;
  support: boolean;
  userRole: string;
  /** The store's current session epoch. */
  epoch: number;
  /** The user's current token epoch. */
  userEpoch: number;
  jobNames: string[];
  /** The jobs the user holds in this store. */
  jobIds: string[];
  /** Whether the user opened this store (its owner may grant any right, see `Grantor`). */
  owner: boolean;
  modules: JobModule[];
}

export interface StoreSummary {
  id: string;
  name: string;
  slug: string;
}

const CACHE_MS = 5000;

/**
 * Loads principals from the database. A principal is kept for a few seconds so that a burst of
 * requests costs one lookup; every change to jobs, employees or sessions clears it in this process,
 * and other processes see the change within `CACHE_MS` (and their users get it pushed at once).
 */
export class AccessService {
  private readonly cache = new Map<string, { at: number; value: Principal | null }>();

  constructor(
    private readonly db: Db,
    private readonly tokens: Tokens,
  ) {}

  /**
   * The principal of a bearer token that is still current — no session reset of its store and no
   * password change of its user since it was issued — or null; `forRefresh` also takes a token
   * expired within the refresh grace.
   */
  async authenticate(token: string, forRefresh = false): Promise<Principal | null> {
    const claims = await this.tokens.verify(token, forRefresh);
    if (!claims) return null;
    const principal = await this.principal(claims.userId, claims.storeId);
    return principal && principal.epoch === claims.epoch && principal.userEpoch === claims.userEpoch
      ? principal
      : null;
  }

  invalidate(storeId?: string): void {
    if (!storeId) return this.cache.clear();
    for (const key of this.cache.keys()) if (key.endsWith(`:${storeId}`)) this.cache.delete(key);
  }

  /** The user's principal in a store, or null when the user may not enter that store at all. */
  async principal(userId: string, storeId: string): Promise<Principal | null> {
    const key = `${userId}:${storeId}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = await this.load(userId, storeId);
    // Bounded: a long-running server sees many users come and go.
    if (this.cache.size >= 10_000) this.cache.clear();
    this.cache.set(key, { at: Date.now(), value });
    return value;
  }

  private async load(userId: string, storeId: string): Promise<Principal | null> {
    const user = await this.db
      .selectFrom('app_user')
      .select(['id', 'email', 'display_name', 'support', 'status', 'token_epoch'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.status !== 'active') return null;
    const store = await this.db
      .selectFrom('store')
      .select(['id', 'session_epoch', 'owner_user_id'])
      .where('id', '=', storeId)
      .executeTakeFirst();
    if (!store) return null;
    const role = await this.db
      .selectFrom('store_user')
      .select('role')
      .where('store_id', '=', storeId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const base = {
      userId,
      storeId,
      displayName: user.display_name as string,
      email: user.email as string,
      support: user.support === true,
      userRole: (role?.role as string | undefined) ?? 'admin',
      epoch: Number(store.session_epoch),
      userEpoch: Number(user.token_epoch),
      owner: store.owner_user_id === userId,
    };
    if (base.support) return { ...base, jobNames: ['Support'], jobIds: [], modules: allModules(true) };
    const employee = await this.db
      .selectFrom('employee')
      .select(['id', 'status', 'first_name', 'last_name'])
      .where('store_id', '=', storeId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!employee || employee.status !== 'active') return null;
    const jobs = await this.db
      .selectFrom('job')
      .innerJoin(`${EMPLOYEE_JOBS} as held`, (join) =>
        join.onRef('held.store_id', '=', 'job.store_id').onRef('held.target_id', '=', 'job.id'),
      )
      .select(['job.id', 'job.name', 'job.modules'])
      .where('job.store_id', '=', storeId)
      .where('held.owner_id', '=', employee.id as string)
      .orderBy('job.name')
      .execute();
    return {
      ...base,
      displayName:
        `${employee.first_name as string} ${employee.last_name as string}`.trim() || base.displayName,
      jobNames: jobs.map((j) => j.name as string),
      jobIds: jobs.map((j) => j.id as string),
      modules: mergeJobs(jobs.map((j) => ({ modules: j.modules as JobModule[] }))),
    };
  }

  /** Stores the user may enter, by name; a support user may enter any store. */
  async storesOf(userId: string): Promise<StoreSummary[]> {
    const user = await this.db
      .selectFrom('app_user')
      .select('support')
      .where('id', '=', userId)
      .executeTakeFirst();
    let q = this.db
      .selectFrom('store')
      .select(['store.id', 'store.name', 'store.slug'])
      .orderBy('store.name');
    if (!user?.support) {
      q = q
        .innerJoin('employee', 'employee.store_id', 'store.id')
        .where('employee.user_id', '=', userId)
        .where('employee.status', '=', 'active');
    }
    const rows = await q.execute();
    return rows.map((r) => ({ id: r.id as string, name: r.name as string, slug: r.slug as string }));
  }

  /** The user's principal in the first store, by name, whose office they may use. */
  async firstOfficeStore(userId: string): Promise<Principal | null> {
    for (const store of await this.storesOf(userId)) {
      const principal = await this.principal(userId, store.id);
      if (principal && hasOfficeAccess(toAccessUser(principal))) return principal;
    }
    return null;
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

/** The shape the shared access rules read. */
export function toAccessUser(p: Principal) {
  return { userRole: p.userRole, support: p.support, job: [{ modules: p.modules }] };
}

/**
 * Refuses a hand-written page's own operation unless the principal may use the page at `path`, as
 * its declaration (core/pages.ts) guards it: `requirePage(ctx.principal, '/pages/floor-layout')`.
 */
export function requirePage(p: Principal, path: string): void {
  if (!pageAllowed(toAccessUser(p), path)) throw new AppError(NOT_AUTHORIZED_CODE, 'errors.notAuthorized');
}

/** What the principal may grant to jobs and employees. */
export function grantorOf(p: Principal): Grantor {
  return { modules: p.modules, jobIds: p.jobIds, unrestricted: p.support || p.owner };
}

/** `userData` as SPEC §3 describes the logged-in user, with the jobs held and ownership (what may be granted). */
export function userData(p: Principal) {
  return {
    uid: p.userId,
    displayName: p.displayName,
    email: p.email,
    photoURL: null,
    providerId: 'password',
    status: 'active',
    userRole: p.userRole,
    support: p.support,
    owner: p.owner,
    jobIds: p.jobIds,
    job: [{ name: p.jobNames.join(', '), modules: p.modules }],
  };
}
