import type { TranslateFunction } from 'react-admin';
import { csvField, defuse } from '../../resources/export/csv';
import type { Payroll } from './api';

const cents = (n: number) => (n / 100).toFixed(2);

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
    l.hours.toFixed(2),
    l.regular_hours.toFixed(2),
    l.overtime_hours.toFixed(2),
    cents(l.regular_pay),
    cents(l.overtime_pay),
    cents(l.total),
  ]);
  const t = payroll.totals;
  rows.push([
    translate('compensation.payroll.totals'),
    '',
    '',
    '',
    t.hours.toFixed(2),
    t.regular_hours.toFixed(2),
    t.overtime_hours.toFixed(2),
    cents(t.regular_pay),
    cents(t.overtime_pay),
    cents(t.total),
  ]);
  const line = (cells: string[]) => cells.map((c) => csvField(defuse(c))).join(',');
  return '\uFEFF' + [header, ...rows].map(line).join('\r\n') + '\r\n';
}
