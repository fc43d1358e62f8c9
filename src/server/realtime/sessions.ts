import { EMPLOYEE_JOBS, userData, type AccessService } from '../auth/access.js';
import type { Tokens } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import type { Realtime } from './realtime.js';

/** Whose rights changed: the holders of some jobs, or some employees. */
export interface RightsChange {
  jobIds?: readonly string[];
  employeeIds?: readonly string[];
}

/**
 * The store's signed-in sessions: when rights change, cached permissions are dropped (here and in
 * the other server processes) and the new ones pushed to the consoles of those concerned; a session
 * reset signs everyone out.
 */
export class Sessions {
  private realtime: Realtime | null = null;

  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly tokens: Tokens,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  /** Live sessions start once the HTTP server listens. */
  attach(realtime: Realtime | null): void {
    this.realtime = realtime;
  }

  rightsChanged(storeId: string, change: RightsChange): void {
    this.access.invalidate(storeId);
    this.realtime?.toServers(storeId);
    void this.pushPermissions(storeId, change).catch((err: unknown) =>
      this.log.error({ err }, 'pushing permissions failed'),
    );
  }

  private async pushPermissions(storeId: string, change: RightsChange) {
    const realtime = this.realtime;
    if (!realtime) return;
    const jobIds = change.jobIds ?? [];
    const employeeIds = change.employeeIds ?? [];
    if (jobIds.length === 0 && employeeIds.length === 0) return;
    const rows = await this.db
      .selectFrom('employee')
      .select('user_id')
      .where('store_id', '=', storeId)
      .where('user_id', 'is not', null)
      .where((eb) =>
        eb.or([
          ...(jobIds.length
            ? [
                eb(
                  'id',
                  'in',
                  eb
                    .selectFrom(EMPLOYEE_JOBS)
                    .select('owner_id')
                    .where('store_id', '=', storeId)
                    .where('target_id', 'in', jobIds as string[]),
                ),
              ]
            : []),
          ...(employeeIds.length ? [eb('id', 'in', employeeIds as string[])] : []),
        ]),
      )
      .execute();
    for (const row of rows) {
      const userId = row.user_id as string;
      const principal = await this.access.principal(userId, storeId);
      if (principal) realtime.toUsers(storeId, [userId], 'permissions', { userData: userData(principal) });
      else {
        realtime.toUsers(storeId, [userId], 'logout', { reason: 'access' });
        realtime.disconnect(storeId, userId);
      }
    }
  }

  /** Signs every user of the store out: a new session epoch voids every token issued before. */
  async reset(storeId: string): Promise<void> {
    const row = await this.db
      .updateTable('store')
      .set((eb) => ({ session_epoch: eb('session_epoch', '+', 1) }))
      .where('id', '=', storeId)
      .returning('session_epoch')
      .executeTakeFirstOrThrow();
    this.access.invalidate(storeId);
    this.realtime?.toServers(storeId);
    this.realtime?.toStore(storeId, 'session-token', {
      sessionToken: this.tokens.sessionToken(storeId, Number(row.session_epoch)),
    });
  }
}
