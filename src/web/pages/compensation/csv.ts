import type { TranslateFunction } from 'react-admin';
import { csvField, defuse } from '../../resources/export/csv';
import type { Payroll, PayrollTotals } from './api';

const cents = (n: number) => (n / 100).toFixed(2);

/** The hours and pay columns, alike for an employee's line and for the totals. */
const figures = (f: PayrollTotals) => [
  f.hours.toFixed(2),
  f.regular_hours.toFixed(2),
  f.overtime_hours.toFixed(2),
  cents(f.regular_pay),
  cents(f.overtime_pay),
  cents(f.total),
];

/**
 * The payroll as CSV for a spreadsheet: headers in the reader's language, hours with two decimals
 * and money as plain numbers with two decimals, a totals line last; a byte-order mark so accents read.
 */
export function payrollCsv(translate: TranslateFunction, payroll: Payroll): string {
  const col = (key: string) => translate(`compensation.payroll.columns.${key}`);
  const header = [
    col('employee'),
    col('salaryType'),
    translate('entities.employee.fields.pay_period'),
    col('rate'),
    col('hours'),
    col('regular'),
    col('overtime'),
    col('regularPay'),
    col('overtimePay'),
    col('total'),
  ];
  const rows = payroll.employees.map((l) => [
    l.name,
    translate(`entities.employee.choices.${l.salary_type}`),
    translate(`entities.employee.choices.${l.pay_period}`),
    cents(l.rate),
    ...figures(l),
  ]);
  rows.push([translate('compensation.payroll.totals'), '', '', '', ...figures(payroll.totals)]);
  const line = (cells: string[]) => cells.map((c) => csvField(defuse(c))).join(',');
  return '\uFEFF' + [header, ...rows].map(line).join('\r\n') + '\r\n';
}
