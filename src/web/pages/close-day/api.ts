import { officeCall } from '../../officeCall';

export interface Person {
  employee_id: string;
  first_name: string;
  last_name: string;
}

export interface OpenShift extends Person {
  id: string;
  device: string;
  opened_at: string;
}

export interface TimeCard extends Person {
  id: string;
  clock_in: string;
  clock_out: string | null;
}

/** A check still open: the close asks what to do with it. */
export interface OpenCheck {
  id: string;
  number: number;
  device: string;
  server: string;
  opened_at: string;
  /** In cents. */
  total: number;
  /** The working day it was recorded in: an earlier one when a close left it open. */
  business_date: string;
}

/** Close the open checks as they are, or leave them open into the next day. */
export type OpenChecksChoice = 'close' | 'leave_open';

export interface OpenDay {
  id: string;
  business_date: string;
  opened_at: string;
  checks: number;
  /** In cents. */
  sales: number;
  shifts: OpenShift[];
  clocked_in: TimeCard[];
  open_checks: OpenCheck[];
}

export interface AutoClose {
  enabled: boolean;
  time: string | null;
  time_zone: string;
  next_run: string | null;
}

export interface CloseDayStatus {
  has_working_days: boolean;
  day: OpenDay | null;
  auto_close: AutoClose;
}

export interface ClosedDay {
  id: string;
  business_date: string;
  closed_at: string;
  clocked_out: TimeCard[];
  open_checks: OpenCheck[];
  open_checks_choice: OpenChecksChoice | null;
}

const PERSON = 'employee_id first_name last_name';
const CARD = `id ${PERSON} clock_in clock_out`;
const CHECK = 'id number device server opened_at total business_date';

export async function loadStatus(): Promise<CloseDayStatus> {
  const data = await officeCall<{ status: CloseDayStatus }>(
    `query { status: closeDayStatus {
      has_working_days
      day { id business_date opened_at checks sales
        shifts { id ${PERSON} device opened_at }
        clocked_in { ${CARD} }
        open_checks { ${CHECK} } }
      auto_close { enabled time time_zone next_run } } }`,
  );
  return data.status;
}

/**
 * Closes the day the user confirmed, doing with its open checks what the user chose: refused if
 * another day is open by now, or if checks are open and no choice was made.
 */
export async function closeDay(workingDayId: string, openChecks?: OpenChecksChoice): Promise<ClosedDay> {
  const data = await officeCall<{ closed: ClosedDay }>(
    `mutation ($id: ID, $checks: OpenChecksChoice) { closed: closeDay(working_day_id: $id, open_checks: $checks) {
      id business_date closed_at clocked_out { ${CARD} } open_checks { ${CHECK} } open_checks_choice } }`,
    { id: workingDayId, checks: openChecks ?? null },
  );
  return data.closed;
}
