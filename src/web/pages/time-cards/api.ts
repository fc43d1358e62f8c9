import type { TimeCardBreakDraft, WorkingDaySpan } from '../../../core/time-cards';
import { officeCall } from '../../officeCall';

export interface CardBreak {
  break_in: string;
  break_out: string;
  minutes: number;
}

export interface TimeCard {
  id: string;
  employee_id: string;
  first_name: string;
  last_name: string;
  working_day_id: string;
  business_date: string;
  working_day_status: 'open' | 'closed';
  clock_in: string;
  clock_out: string | null;
  breaks: CardBreak[];
  worked_minutes: number;
  hours: number;
}

export interface EmployeeTotal {
  employee_id: string;
  first_name: string;
  last_name: string;
  cards: number;
  worked_minutes: number;
  hours: number;
}

export interface TimeCardList {
  cards: TimeCard[];
  totals: EmployeeTotal[];
  worked_minutes: number;
  hours: number;
  time_zone: string;
  now: string;
}

export interface Employee {
  id: string;
  first_name: string;
  last_name: string;
  status: string;
}

export interface CardContext {
  /** With when the store's day before each closed: a card of the day clocks in after it. */
  working_days: (WorkingDaySpan & { previous_close: string | null })[];
  /** The store's opening time that day: a clock in before it is pointed out, not refused. */
  opening_at: string | null;
  opening_hour: string | null;
  cards: { id: string; clock_in: string; clock_out: string | null }[];
  time_zone: string;
  now: string;
}

/** A card as the dialog sends it. */
export interface CardInput {
  employee_id: string | null;
  business_date: string | null;
  clock_in: string | null;
  clock_out: string | null;
  breaks: TimeCardBreakDraft[];
}

const CARD = `id employee_id first_name last_name working_day_id business_date working_day_status
  clock_in clock_out worked_minutes hours breaks { break_in break_out minutes }`;
const DAY = 'id business_date status opened_at closed_at';
const INPUT_VARS = `$employee_id: ID, $business_date: String, $clock_in: String, $clock_out: String,
  $breaks: [TimeCardBreakInput!]`;
const INPUT_ARGS = `employee_id: $employee_id, business_date: $business_date, clock_in: $clock_in,
  clock_out: $clock_out, breaks: $breaks`;

export async function loadTimeCards(from: string, to: string, employeeId: string | null) {
  const data = await officeCall<{ timeCards: TimeCardList }>(
    `query ($from: String!, $to: String!, $employee_id: ID) {
      timeCards(from: $from, to: $to, employee_id: $employee_id) {
        cards { ${CARD} }
        totals { employee_id first_name last_name cards worked_minutes hours }
        worked_minutes hours time_zone now } }`,
    { from, to, employee_id: employeeId },
  );
  return data.timeCards;
}

export async function loadEmployees(): Promise<Employee[]> {
  const data = await officeCall<{ timeCardEmployees: Employee[] }>(
    '{ timeCardEmployees { id first_name last_name status } }',
  );
  return data.timeCardEmployees;
}

export async function loadCardContext(
  date: string,
  employeeId: string | null,
  excludeId: string | null,
): Promise<CardContext> {
  const data = await officeCall<{ timeCardContext: CardContext }>(
    `query ($d: String!, $e: ID, $x: ID) { timeCardContext(business_date: $d, employee_id: $e, exclude_id: $x) {
      working_days { ${DAY} previous_close } opening_at opening_hour cards { id clock_in clock_out } time_zone now } }`,
    { d: date, e: employeeId, x: excludeId },
  );
  return data.timeCardContext;
}

export async function createWorkingDay(date: string): Promise<WorkingDaySpan> {
  const data = await officeCall<{ createWorkingDay: WorkingDaySpan }>(
    `mutation ($d: String!) { createWorkingDay(business_date: $d) { ${DAY} } }`,
    { d: date },
  );
  return data.createWorkingDay;
}

export async function saveTimeCard(id: string | null, input: CardInput): Promise<TimeCard> {
  if (id) {
    const data = await officeCall<{ updateTimeCard: TimeCard }>(
      `mutation ($id: ID!, ${INPUT_VARS}) { updateTimeCard(id: $id, ${INPUT_ARGS}) { ${CARD} } }`,
      { id, ...input },
    );
    return data.updateTimeCard;
  }
  const data = await officeCall<{ createTimeCard: TimeCard }>(
    `mutation (${INPUT_VARS}) { createTimeCard(${INPUT_ARGS}) { ${CARD} } }`,
    { ...input },
  );
  return data.createTimeCard;
}

export async function deleteTimeCard(id: string): Promise<void> {
  await officeCall<{ deleteTimeCard: string }>('mutation ($id: ID!) { deleteTimeCard(id: $id) }', { id });
}
