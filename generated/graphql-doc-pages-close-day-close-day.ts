// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, CloseDayCardFragment, CloseDayMutation, CloseDayMutationVariables, CloseDayOpenCheckFragment, CloseDayStatusQuery, CloseDayStatusQueryVariables } from './graphql-documents.js';

export const CloseDayCardFragmentDoc = `
    fragment CloseDayCard on CloseDayTimeCard {
  id
  employee_id
  first_name
  last_name
  clock_in
  clock_out
}
    ` as unknown as TypedDocumentString<CloseDayCardFragment, unknown>;
export const CloseDayOpenCheckFragmentDoc = `
    fragment CloseDayOpenCheck on CloseDayCheck {
  id
  number
  device
  server
  opened_at
  total
  business_date
}
    ` as unknown as TypedDocumentString<CloseDayOpenCheckFragment, unknown>;
export const CloseDayStatusDocument = `
    query CloseDayStatus {
  status: closeDayStatus {
    has_working_days
    day {
      id
      business_date
      opened_at
      checks
      sales
      shifts {
        id
        employee_id
        first_name
        last_name
        device
        opened_at
      }
      clocked_in {
        ...CloseDayCard
      }
      open_checks {
        ...CloseDayOpenCheck
      }
    }
    auto_close {
      enabled
      time
      time_zone
      next_run
    }
  }
}
    fragment CloseDayCard on CloseDayTimeCard {
  id
  employee_id
  first_name
  last_name
  clock_in
  clock_out
}
fragment CloseDayOpenCheck on CloseDayCheck {
  id
  number
  device
  server
  opened_at
  total
  business_date
}` as unknown as TypedDocumentString<CloseDayStatusQuery, CloseDayStatusQueryVariables>;
export const CloseDayDocument = `
    mutation CloseDay($id: ID, $checks: OpenChecksChoice) {
  closed: closeDay(working_day_id: $id, open_checks: $checks) {
    id
    business_date
    closed_at
    clocked_out {
      ...CloseDayCard
    }
    open_checks {
      ...CloseDayOpenCheck
    }
    open_checks_choice
  }
}
    fragment CloseDayCard on CloseDayTimeCard {
  id
  employee_id
  first_name
  last_name
  clock_in
  clock_out
}
fragment CloseDayOpenCheck on CloseDayCheck {
  id
  number
  device
  server
  opened_at
  total
  business_date
}` as unknown as TypedDocumentString<CloseDayMutation, CloseDayMutationVariables>;
