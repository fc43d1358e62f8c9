// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, CreateTimeCardMutation, CreateTimeCardMutationVariables, CreateWorkingDayMutation, CreateWorkingDayMutationVariables, DeleteTimeCardMutation, DeleteTimeCardMutationVariables, TimeCardContextQuery, TimeCardContextQueryVariables, TimeCardEmployeesQuery, TimeCardEmployeesQueryVariables, TimeCardFieldsFragment, TimeCardsQuery, TimeCardsQueryVariables, UpdateTimeCardMutation, UpdateTimeCardMutationVariables } from './graphql-documents.js';

export const TimeCardFieldsFragmentDoc = `
    fragment TimeCardFields on TimeCard {
  id
  employee_id
  first_name
  last_name
  working_day_id
  business_date
  working_day_status
  clock_in
  clock_out
  worked_minutes
  hours
  breaks {
    break_in
    break_out
    minutes
  }
}
    ` as unknown as TypedDocumentString<TimeCardFieldsFragment, unknown>;
export const TimeCardsDocument = `
    query TimeCards($from: String!, $to: String!, $employee_id: ID) {
  timeCards(from: $from, to: $to, employee_id: $employee_id) {
    cards {
      ...TimeCardFields
    }
    totals {
      employee_id
      first_name
      last_name
      cards
      worked_minutes
      hours
    }
    worked_minutes
    hours
    time_zone
    now
  }
}
    fragment TimeCardFields on TimeCard {
  id
  employee_id
  first_name
  last_name
  working_day_id
  business_date
  working_day_status
  clock_in
  clock_out
  worked_minutes
  hours
  breaks {
    break_in
    break_out
    minutes
  }
}` as unknown as TypedDocumentString<TimeCardsQuery, TimeCardsQueryVariables>;
export const TimeCardEmployeesDocument = `
    query TimeCardEmployees {
  timeCardEmployees {
    id
    first_name
    last_name
    status
  }
}
    ` as unknown as TypedDocumentString<TimeCardEmployeesQuery, TimeCardEmployeesQueryVariables>;
export const TimeCardContextDocument = `
    query TimeCardContext($d: String!, $e: ID, $x: ID) {
  timeCardContext(business_date: $d, employee_id: $e, exclude_id: $x) {
    working_days {
      id
      business_date
      status
      opened_at
      closed_at
      previous_close
    }
    opening_at
    opening_hour
    cards {
      id
      clock_in
      clock_out
    }
    time_zone
    now
  }
}
    ` as unknown as TypedDocumentString<TimeCardContextQuery, TimeCardContextQueryVariables>;
export const CreateWorkingDayDocument = `
    mutation CreateWorkingDay($d: String!) {
  createWorkingDay(business_date: $d) {
    id
    business_date
    status
    opened_at
    closed_at
  }
}
    ` as unknown as TypedDocumentString<CreateWorkingDayMutation, CreateWorkingDayMutationVariables>;
export const UpdateTimeCardDocument = `
    mutation UpdateTimeCard($id: ID!, $employee_id: ID, $business_date: String, $clock_in: String, $clock_out: String, $breaks: [TimeCardBreakInput!]) {
  updateTimeCard(
    id: $id
    employee_id: $employee_id
    business_date: $business_date
    clock_in: $clock_in
    clock_out: $clock_out
    breaks: $breaks
  ) {
    ...TimeCardFields
  }
}
    fragment TimeCardFields on TimeCard {
  id
  employee_id
  first_name
  last_name
  working_day_id
  business_date
  working_day_status
  clock_in
  clock_out
  worked_minutes
  hours
  breaks {
    break_in
    break_out
    minutes
  }
}` as unknown as TypedDocumentString<UpdateTimeCardMutation, UpdateTimeCardMutationVariables>;
export const CreateTimeCardDocument = `
    mutation CreateTimeCard($employee_id: ID, $business_date: String, $clock_in: String, $clock_out: String, $breaks: [TimeCardBreakInput!]) {
  createTimeCard(
    employee_id: $employee_id
    business_date: $business_date
    clock_in: $clock_in
    clock_out: $clock_out
    breaks: $breaks
  ) {
    ...TimeCardFields
  }
}
    fragment TimeCardFields on TimeCard {
  id
  employee_id
  first_name
  last_name
  working_day_id
  business_date
  working_day_status
  clock_in
  clock_out
  worked_minutes
  hours
  breaks {
    break_in
    break_out
    minutes
  }
}` as unknown as TypedDocumentString<CreateTimeCardMutation, CreateTimeCardMutationVariables>;
export const DeleteTimeCardDocument = `
    mutation DeleteTimeCard($id: ID!) {
  deleteTimeCard(id: $id)
}
    ` as unknown as TypedDocumentString<DeleteTimeCardMutation, DeleteTimeCardMutationVariables>;
