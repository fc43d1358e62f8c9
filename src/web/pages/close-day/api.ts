import {
  CloseDayDocument,
  CloseDayStatusDocument,
  type CloseDayMutation,
  type CloseDayMutationVariables,
  type CloseDayStatusQuery,
} from '../../../../generated/graphql-documents';
import { graphqlCall } from '../../graphql/client';

/** Who a shift or a time card belongs to. */
export interface Person {
  employee_id: string;
  first_name: string;
  last_name: string;
}

/** Close the open checks as they are, or leave them open into the next day. */
export type OpenChecksChoice = CloseDayMutationVariables['checks'] & string;

export type CloseDayStatus = CloseDayStatusQuery['status'];
export type OpenDay = NonNullable<CloseDayStatus['day']>;
export type AutoClose = CloseDayStatus['auto_close'];
export type ClosedDay = CloseDayMutation['closed'];

export async function loadStatus(): Promise<CloseDayStatus> {
  return (await graphqlCall(CloseDayStatusDocument)).status;
}

/**
 * Closes the day the user confirmed, doing with its open checks what the user chose: refused if
 * another day is open by now, or if checks are open and no choice was made.
 */
export async function closeDay(workingDayId: string, openChecks?: OpenChecksChoice): Promise<ClosedDay> {
  return (await graphqlCall(CloseDayDocument, { id: workingDayId, checks: openChecks ?? null })).closed;
}
