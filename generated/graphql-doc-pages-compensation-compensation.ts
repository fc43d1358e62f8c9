// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, CompensationFieldsFragment, CompensationsQuery, CompensationsQueryVariables, PayrollQuery, PayrollQueryVariables, PayrollRuleFieldsFragment, PayrollRuleQuery, PayrollRuleQueryVariables, SetCompensationMutation, SetCompensationMutationVariables } from './graphql-documents.js';

export const CompensationFieldsFragmentDoc = `
    fragment CompensationFields on Compensation {
  employee_id
  first_name
  last_name
  nickname
  status
  salary_type
  salary
  pay_period
  hours
  jobs
}
    ` as unknown as TypedDocumentString<CompensationFieldsFragment, unknown>;
export const PayrollRuleFieldsFragmentDoc = `
    fragment PayrollRuleFields on PayrollRule {
  overtime_daily_hours
  overtime_weekly_hours
  overtime_multiplier
  week_start
  time_zone
}
    ` as unknown as TypedDocumentString<PayrollRuleFieldsFragment, unknown>;
export const CompensationsDocument = `
    query Compensations {
  compensations {
    ...CompensationFields
  }
}
    fragment CompensationFields on Compensation {
  employee_id
  first_name
  last_name
  nickname
  status
  salary_type
  salary
  pay_period
  hours
  jobs
}` as unknown as TypedDocumentString<CompensationsQuery, CompensationsQueryVariables>;
export const SetCompensationDocument = `
    mutation SetCompensation($employee_id: ID!, $salary_type: String!, $salary: Float, $pay_period: String!, $hours: Int) {
  setCompensation(
    employee_id: $employee_id
    salary_type: $salary_type
    salary: $salary
    pay_period: $pay_period
    hours: $hours
  ) {
    ...CompensationFields
  }
}
    fragment CompensationFields on Compensation {
  employee_id
  first_name
  last_name
  nickname
  status
  salary_type
  salary
  pay_period
  hours
  jobs
}` as unknown as TypedDocumentString<SetCompensationMutation, SetCompensationMutationVariables>;
export const PayrollRuleDocument = `
    query PayrollRule {
  payrollRule {
    rule {
      ...PayrollRuleFields
    }
    today
  }
}
    fragment PayrollRuleFields on PayrollRule {
  overtime_daily_hours
  overtime_weekly_hours
  overtime_multiplier
  week_start
  time_zone
}` as unknown as TypedDocumentString<PayrollRuleQuery, PayrollRuleQueryVariables>;
export const PayrollDocument = `
    query Payroll($from: String!, $to: String!) {
  payroll(from: $from, to: $to) {
    from
    to
    rule {
      ...PayrollRuleFields
    }
    employees {
      employee_id
      name
      first_name
      last_name
      salary_type
      pay_period
      rate
      rate_from
      hours
      regular_hours
      overtime_hours
      regular_pay
      overtime_pay
      total
      open_cards
    }
    totals {
      hours
      regular_hours
      overtime_hours
      regular_pay
      overtime_pay
      total
      open_cards
    }
  }
}
    fragment PayrollRuleFields on PayrollRule {
  overtime_daily_hours
  overtime_weekly_hours
  overtime_multiplier
  week_start
  time_zone
}` as unknown as TypedDocumentString<PayrollQuery, PayrollQueryVariables>;
