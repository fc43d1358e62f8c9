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

export interface OpenDay {
  id: string;
  business_date: string;
  opened_at: string;
  checks: number;
  /** In cents. */
  sales: number;
  shifts: OpenShift[];
  clocked_in: TimeCard[];
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
}

const PERSON = 'employee_id first_name last_name';
const CARD = `id ${PERSON} clock_in clock_out`;

export async function loadStatus(): Promise<CloseDayStatus> {
  const data = await officeCall<{ status: CloseDayStatus }>(
    `query { status: closeDayStatus {
      has_working_days
      day { id business_date opened_at checks sales
        shifts { id ${PERSON} device opened_at }
        clocked_in { ${CARD} } }
      auto_close { enabled time time_zone next_run } } }`,
  );
  return data.status;
}

/** Closes the day the user confirmed: refused if another day is open by now. */
export async function closeDay(workingDayId: string): Promise<ClosedDay> {
  const data = await officeCall<{ closed: ClosedDay }>(
    `mutation ($id: ID) { closed: closeDay(working_day_id: $id) {
      id business_date closed_at clocked_out { ${CARD} } } }`,
    { id: workingDayId },
  );
  return data.closed;
}
