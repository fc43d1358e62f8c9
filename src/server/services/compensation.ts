/**
 * Employees' compensation in the database: each employee's pay (read and set, checked with the
 * employee schema's rules and SPEC §5's "The compensation value is required").
 */
import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import { compensationRecordErrors } from '../../core/payroll.js';
import { resourceByName } from '../../core/registry.js';
import { joinTableOf } from '../../core/resource.js';
import type { RecordData } from '../../core/validation.js';
import type { Db } from '../db/database.js';
import { sameStore } from '../db/joins.js';
import { logEvent } from './events.js';
import { isUuid } from './ids.js';
import type { Scope } from './items.js';

const EMPLOYEE = resourceByName('employee');
const JOBS_TABLE = joinTableOf(
  EMPLOYEE,
  EMPLOYEE.fields.find((f) => f.name === 'job_ids')!,
);

export interface Compensation {
  employee_id: string;
  first_name: string;
  last_name: string;
  nickname: string | null;
  status: string;
  salary_type: string;
  /** The compensation value as the employee schema holds money (9.5), none when not set. */
  salary: number | null;
  pay_period: string;
  hours: number | null;
  jobs: string[];
}

export interface CompensationInput {
  employee_id: string;
  salary_type: string;
  salary?: number | null;
  pay_period: string;
  hours?: number | null;
}

export const unknownEmployee = () => new AppError('NOT_FOUND', 'compensation.errors.unknownEmployee');

/** Job names of each employee, in the order they were given. */
async function jobsOf(db: Db, storeId: string, employeeIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!employeeIds.length) return out;
  const rows = await db
    .selectFrom(`${JOBS_TABLE} as ej`)
    .innerJoin('job', sameStore('job', 'ej', 'target_id'))
    .select(['ej.owner_id as owner_id', 'job.name as name'])
    .where('ej.store_id', '=', storeId)
    .where('ej.owner_id', 'in', employeeIds)
    .orderBy('ej.owner_id')
    .orderBy('ej.position')
    .execute();
  for (const row of rows) {
    const list = out.get(row.owner_id as string) ?? [];
    list.push(row.name as string);
    out.set(row.owner_id as string, list);
  }
  return out;
}

export const PAY_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'nickname',
  'status',
  'salary_type',
  'salary',
  'pay_period',
  'hours',
] as const;

function compensationOf(row: Record<string, unknown>, jobs: string[]): Compensation {
  return {
    employee_id: row.id as string,
    first_name: row.first_name as string,
    last_name: row.last_name as string,
    nickname: (row.nickname as string | null) ?? null,
    status: row.status as string,
    salary_type: row.salary_type as string,
    salary: row.salary === null || row.salary === undefined ? null : Number(row.salary),
    pay_period: row.pay_period as string,
    hours: (row.hours as number | null) ?? null,
    jobs,
  };
}

/** Every active employee of the store with their pay and jobs, by last name then first name. */
export async function readCompensations(db: Db, storeId: string): Promise<Compensation[]> {
  const rows = await db
    .selectFrom('employee')
    .select([...PAY_COLUMNS])
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  const jobs = await jobsOf(
    db,
    storeId,
    rows.map((r) => r.id as string),
  );
  return rows.map((r) => compensationOf(r, jobs.get(r.id as string) ?? []));
}

/**
 * Sets an employee's salary type, compensation value, pay period and scheduled hours in one
 * transaction, checked first with the employee schema's rules for those fields and the compensation
 * rule; recorded in the system log.
 */
export async function setCompensation(db: Db, scope: Scope, input: CompensationInput): Promise<Compensation> {
  if (!isUuid(input.employee_id)) throw unknownEmployee();
  await db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('employee')
      .select([...PAY_COLUMNS])
      .where('store_id', '=', scope.storeId)
      .where('id', '=', input.employee_id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw unknownEmployee();
    const pay: RecordData = {
      salary_type: input.salary_type,
      salary: input.salary ?? undefined,
      pay_period: input.pay_period,
      hours: input.hours ?? undefined,
    };
    const errors = compensationRecordErrors({ status: row.status, ...pay });
    if (errors.length) throw new AppError('VALIDATION', errors[0]!.key, errors[0]!.params, errors);
    await tx
      .updateTable('employee')
      .set({
        salary_type: input.salary_type,
        salary: input.salary ?? null,
        pay_period: input.pay_period,
        hours: input.hours ?? null,
        updated_at: sql`now()`,
      })
      .where('store_id', '=', scope.storeId)
      .where('id', '=', input.employee_id)
      .execute();
    await logEvent(tx, {
      storeId: scope.storeId,
      userId: scope.userId,
      userName: scope.userName ?? '',
      entity: EMPLOYEE.name,
      action: 'update',
      recordId: input.employee_id,
    });
  });
  const row = await db
    .selectFrom('employee')
    .select([...PAY_COLUMNS])
    .where('store_id', '=', scope.storeId)
    .where('id', '=', input.employee_id)
    .executeTakeFirstOrThrow();
  const jobs = await jobsOf(db, scope.storeId, [input.employee_id]);
  return compensationOf(row, jobs.get(input.employee_id) ?? []);
}
