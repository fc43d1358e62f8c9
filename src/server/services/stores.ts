import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { modulesExcept, allModules, CHECKS_MODULE, POS_MODULE } from '../../core/permissions.js';
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import { uuidv7 } from './ids.js';
import { accountByEmail } from './accounts.js';
import type { ItemsService } from './items.js';

export interface NewStore {
  name: string;
  slug?: string;
  /** Days of free trial; none for a store set up by the operator. */
  trialDays?: number;
  owner: {
    email: string;
    /** None when the account exists (an owner opening another store): it keeps its own. */
    password?: string;
    displayName: string;
    pin?: string;
    /** Given when the owner registers: the terms are accepted, marketing e-mail is their choice. */
    consent?: { marketing: boolean };
  };
}

/** The jobs every new store starts with. */
export function starterJobs() {
  const cashierModules = allModules(false).map((m) =>
    m.code === POS_MODULE || m.code === CHECKS_MODULE
      ? { ...m, status: true, permissions: m.permissions.map((p) => ({ ...p, status: true })) }
      : m,
  );
  return [
    {
      name: 'Owner',
      description: 'Everything in the office and at the point of sale.',
      modules: allModules(true),
    },
    {
      name: 'Manager',
      description: 'Runs the store: everything but reports and settings.',
      modules: modulesExcept(['reports-office', 'settings-office']),
    },
    {
      name: 'Cashier',
      description: 'Point of sale and time card only; no office access.',
      modules: cashierModules,
    },
  ];
}

function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'store'
  );
}

/** A free slug from the store's name: `demo-bistro`, else `demo-bistro-x3f9`. */
async function freeSlug(tx: Db, name: string): Promise<string> {
  const base = slugify(name);
  for (let i = 0; ; i++) {
    const slug = i === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    const taken = await tx
      .selectFrom('store')
      .select('id')
      .where(sql<string>`lower(slug)`, '=', slug)
      .executeTakeFirst();
    if (!taken) return slug;
  }
}

/**
 * A store with its starter jobs and its owner (an employee holding the Owner job, role admin), in
 * one transaction: nothing is left half made.
 */
export async function createStoreWithOwner(
  db: Db,
  items: ItemsService,
  input: NewStore,
): Promise<{ storeId: string; userId: string; jobs: Record<string, string> }> {
  const storeId = uuidv7();
  return db.transaction().execute(async (tx) => {
    const slug = input.slug ?? (await freeSlug(tx, input.name));
    await tx
      .insertInto('store')
      .values({
        id: storeId,
        name: input.name,
        slug,
        plan: input.trialDays ? 'trial' : 'standard',
        trial_ends_at: input.trialDays ? sql`now() + make_interval(days => ${input.trialDays})` : null,
      })
      .execute();
    const inStore = items.within(tx);
    const scope = { storeId, userId: storeId, userName: 'Comanda Office' };
    const jobs: Record<string, string> = {};
    for (const job of starterJobs()) {
      const created = await inStore.create(scope, resourceByName('job'), job);
      jobs[job.name] = created.id as string;
    }
    const [first, ...rest] = input.owner.displayName.trim().split(/\s+/);
    await inStore.create(scope, resourceByName('employee'), {
      first_name: first || input.owner.displayName,
      last_name: rest.join(' ') || '-',
      email: input.owner.email,
      ...(input.owner.password !== undefined && { password: input.owner.password }),
      pos_pin: input.owner.pin ?? String(1000 + Math.floor(Math.random() * 9000)),
      job_ids: [jobs.Owner],
    });
    const owner = (await accountByEmail(tx, input.owner.email))!;
    if (input.owner.consent)
      await tx
        .updateTable('app_user')
        .set({ terms_accepted_at: sql`now()`, marketing_opt_in: input.owner.consent.marketing })
        .where('id', '=', owner.id)
        .execute();
    await tx
      .insertInto('store_user')
      .values({ store_id: storeId, user_id: owner.id, role: 'admin' })
      .onConflict((oc) => oc.columns(['store_id', 'user_id']).doNothing())
      .execute();
    await tx.updateTable('store').set({ owner_user_id: owner.id }).where('id', '=', storeId).execute();
    return { storeId, userId: owner.id as string, jobs };
  });
}
