import type { TranslateFunction } from 'react-admin';
import { translatedParams } from '../../../core/messages';
import type { Weekday } from '../../../core/schedule';
import { officeCall, OfficeCallError } from '../../officeCall';

/** An employee's pay as the server lists it; `salary` as employee records hold money (9.5). */
export interface Compensation {
  employee_id: string;
  first_name: string;
  last_name: string;
  nickname: string | null;
  status: string;
  salary_type: 'hourly' | 'salary';
  salary: number | null;
  pay_period: 'daily' | 'weekly';
  hours: number | null;
  jobs: string[];
}

export interface PayrollRule {
  overtime_daily_hours: number;
  overtime_weekly_hours: number;
  overtime_multiplier: number;
  week_start: Weekday;
  time_zone: string;
}

export interface PayrollLine {
  employee_id: string;
  name: string;
  first_name: string;
  last_name: string;
  salary_type: 'hourly' | 'salary';
  pay_period: 'daily' | 'weekly';
  /** Cents. */
  rate: number;
  rate_from: 'employee' | 'store';
  hours: number;
  regular_hours: number;
  overtime_hours: number;
  regular_pay: number;
  overtime_pay: number;
  total: number;
  open_cards: number;
}

export interface PayrollTotals {
  hours: number;
  regular_hours: number;
  overtime_hours: number;
  regular_pay: number;
  overtime_pay: number;
  total: number;
  open_cards: number;
}

export interface Payroll {
  from: string;
  to: string;
  rule: PayrollRule;
  employees: PayrollLine[];
  totals: PayrollTotals;
}

const COMPENSATION =
  'employee_id first_name last_name nickname status salary_type salary pay_period hours jobs';
const RULE = 'overtime_daily_hours overtime_weekly_hours overtime_multiplier week_start time_zone';
const LINE =
  'employee_id name first_name last_name salary_type pay_period rate rate_from hours regular_hours overtime_hours regular_pay overtime_pay total open_cards';
const TOTALS = 'hours regular_hours overtime_hours regular_pay overtime_pay total open_cards';

export async function loadCompensations(): Promise<Compensation[]> {
  const data = await officeCall<{ compensations: Compensation[] }>(`{ compensations { ${COMPENSATION} } }`);
  return data.compensations;
}

export interface PayInput {
  employee_id: string;
  salary_type: string;
  salary: number | null;
  pay_period: string;
  hours: number | null;
}

export async function saveCompensation(input: PayInput): Promise<Compensation> {
  const data = await officeCall<{ setCompensation: Compensation }>(
    `mutation ($employee_id: ID!, $salary_type: String!, $salary: Float, $pay_period: String!, $hours: Int) {
      setCompensation(employee_id: $employee_id, salary_type: $salary_type, salary: $salary,
        pay_period: $pay_period, hours: $hours) { ${COMPENSATION} } }`,
    { ...input },
  );
  return data.setCompensation;
}

export async function loadPayrollSettings(): Promise<{ rule: PayrollRule; today: string }> {
  const data = await officeCall<{ payrollRule: { rule: PayrollRule; today: string } }>(
    `{ payrollRule { rule { ${RULE} } today } }`,
  );
  return data.payrollRule;
}

export async function loadPayroll(from: string, to: string): Promise<Payroll> {
  const data = await officeCall<{ payroll: Payroll }>(
    `query ($from: String!, $to: String!) { payroll(from: $from, to: $to) {
      from to rule { ${RULE} } employees { ${LINE} } totals { ${TOTALS} } } }`,
    { from, to },
  );
  return data.payroll;
}

/** A refusal or a failure in the reader's language. */
export function messageOf(translate: TranslateFunction, error: unknown): string {
  return error instanceof OfficeCallError
    ? translate(error.key, translatedParams(translate, error.params))
    : translate('errors.unexpected');
}
