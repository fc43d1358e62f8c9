import {
  CompensationsDocument,
  PayrollDocument,
  PayrollRuleDocument,
  SetCompensationDocument,
  type CompensationFieldsFragment,
  type PayrollQuery,
  type PayrollRuleFieldsFragment,
  type SetCompensationMutationVariables,
} from '../../../../generated/graphql-documents';
import type { Weekday } from '../../../core/schedule';
import { graphqlCall } from '../../graphql/client';

/** An employee's pay as the server lists it; `salary` as employee records hold money (9.5). */
export type Compensation = CompensationFieldsFragment;
/** The SDL types the week's start as a string; the server answers only weekdays. */
export type PayrollRule = Omit<PayrollRuleFieldsFragment, 'week_start'> & { week_start: Weekday };
export type Payroll = Omit<PayrollQuery['payroll'], 'rule'> & { rule: PayrollRule };
export type PayrollLine = Payroll['employees'][number];
export type PayrollTotals = Payroll['totals'];
export type PayInput = SetCompensationMutationVariables;

export async function loadCompensations(): Promise<Compensation[]> {
  return (await graphqlCall(CompensationsDocument)).compensations;
}

export async function saveCompensation(input: PayInput): Promise<Compensation> {
  return (await graphqlCall(SetCompensationDocument, input)).setCompensation;
}

export async function loadPayrollSettings(): Promise<{ rule: PayrollRule; today: string }> {
  const { rule, today } = (await graphqlCall(PayrollRuleDocument)).payrollRule;
  return { rule: rule as PayrollRule, today };
}

export async function loadPayroll(from: string, to: string): Promise<Payroll> {
  return (await graphqlCall(PayrollDocument, { from, to })).payroll as Payroll;
}
