import { guardedByPage } from '../../graphql/guard.js';
import { readCompensations, setCompensation, type CompensationInput } from '../../services/compensation.js';
import { readPayroll, readPayrollSettings } from '../../services/payroll.js';
import type { FeatureDeps } from '../index.js';

/** SPEC §2: the compensation screen, permission code "compensation" of Employees Office. */
const guarded = guardedByPage('/pages/compensation');

/** Employees' pay (SPEC §2 "compensation"): each one's compensation, and the payroll of a period. */
export default function payroll({ db }: FeatureDeps) {
  return {
    Query: {
      compensations: guarded((scope) => readCompensations(db, scope.storeId)),
      payrollRule: guarded((scope) => readPayrollSettings(db, scope.storeId)),
      payroll: guarded((scope, a: { from: string; to: string; employee_id?: string | null }) =>
        readPayroll(db, scope.storeId, { from: a.from, to: a.to, employeeId: a.employee_id }),
      ),
    },
    Mutation: {
      setCompensation: guarded((scope, a: CompensationInput) => setCompensation(db, scope, a)),
    },
  };
}
