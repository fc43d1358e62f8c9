import type { TimeCardBreakDraft, WorkingDaySpan } from '../../../core/time-cards';
import {
  CreateTimeCardDocument,
  CreateWorkingDayDocument,
  DeleteTimeCardDocument,
  TimeCardContextDocument,
  TimeCardEmployeesDocument,
  TimeCardsDocument,
  UpdateTimeCardDocument,
  type TimeCardContextQuery,
  type TimeCardEmployeesQuery,
  type TimeCardFieldsFragment,
  type TimeCardsQuery,
} from '../../../../generated/graphql-documents';
import { graphqlCall } from '../../graphql/client';

export type TimeCard = TimeCardFieldsFragment;
export type CardBreak = TimeCard['breaks'][number];
export type TimeCardList = TimeCardsQuery['timeCards'];
export type EmployeeTotal = TimeCardList['totals'][number];
export type Employee = TimeCardEmployeesQuery['timeCardEmployees'][number];

export interface CardContext extends Omit<TimeCardContextQuery['timeCardContext'], 'working_days'> {
  /** With when the store's day before each closed: a card of the day clocks in after it. */
  working_days: (WorkingDaySpan & { previous_close: string | null })[];
}

/** A card as the dialog sends it. */
export interface CardInput {
  employee_id: string | null;
  business_date: string | null;
  clock_in: string | null;
  clock_out: string | null;
  breaks: TimeCardBreakDraft[];
}

// The SDL types a working day's status as a string; the server answers only open or closed.
const spans = <T extends { status: string }>(days: T[]) => days as (T & WorkingDaySpan)[];

export async function loadTimeCards(from: string, to: string, employeeId: string | null) {
  return (await graphqlCall(TimeCardsDocument, { from, to, employee_id: employeeId })).timeCards;
}

export async function loadEmployees(): Promise<Employee[]> {
  return (await graphqlCall(TimeCardEmployeesDocument)).timeCardEmployees;
}

export async function loadCardContext(
  date: string,
  employeeId: string | null,
  excludeId: string | null,
): Promise<CardContext> {
  const { timeCardContext: context } = await graphqlCall(TimeCardContextDocument, {
    d: date,
    e: employeeId,
    x: excludeId,
  });
  return { ...context, working_days: spans(context.working_days) };
}

export async function createWorkingDay(date: string): Promise<WorkingDaySpan> {
  return spans([(await graphqlCall(CreateWorkingDayDocument, { d: date })).createWorkingDay])[0]!;
}

export async function saveTimeCard(id: string | null, input: CardInput): Promise<TimeCard> {
  if (id) return (await graphqlCall(UpdateTimeCardDocument, { id, ...input })).updateTimeCard;
  return (await graphqlCall(CreateTimeCardDocument, input)).createTimeCard;
}

export async function deleteTimeCard(id: string): Promise<void> {
  await graphqlCall(DeleteTimeCardDocument, { id });
}
