import { pageFeature } from '../../graphql/feature.js';
import { readCompensations, setCompensation } from '../../services/compensation.js';
import { readPayroll, readPayrollSettings } from '../../services/payroll.js';
import type { FeatureDeps } from '../index.js';

/**
 * Employees' pay (SPEC §2 "compensation"): each one's compensation, and the payroll of a period;
 * guarded by the compensation screen (permission code "compensation" of Employees Office).
 */
export default pageFeature('/pages/compensation', ({ db }: FeatureDeps, guarded) => ({
  Query: {
    compensations: guarded((scope) => readCompensations(db, scope.storeId)),
    payrollRule: guarded((scope) => readPayrollSettings(db, scope.storeId)),
    payroll: guarded((scope, a) =>
      readPayroll(db, scope.storeId, { from: a.from, to: a.to, employeeId: a.employee_id }),
    ),
  },
  Mutation: {
    setCompensation: guarded((scope, a) => setCompensation(db, scope, a)),
  },
}));
