import { payrollReport } from '../services/reports/people.js';
import { defineReport } from './define.js';
import { payrollCells, sumRows } from './hand/cells.js';
import { one } from './hand/compare.js';
import { PAYROLL } from './hand/statements.js';

export default defineReport({
  code: 'payroll-report',
  order: 18,
  icon: 'People',
  filters: [],
  compare: false,
  paged: false,
  chart: 'none',
  series: [],
  ...payrollReport,
  hand: {
    statements: one(PAYROLL),
    expected: ([rows]) => {
      const sums = sumRows(rows!, ['worked', 'regular', 'overtime', 'regular_pay', 'overtime_pay']);
      return {
        rows: rows!.map((r) => [r.name as string, ...payrollCells(r)]),
        ordered: false,
        totals: [null, ...payrollCells(sums)],
      };
    },
  },
});
