// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, DashboardFiguresFragment, DashboardQuery, DashboardQueryVariables, DashboardStoresQuery, DashboardStoresQueryVariables, RatedItemFragment } from './graphql-documents.js';

export const DashboardFiguresFragmentDoc = `
    fragment DashboardFigures on DashboardFigures {
  from
  to
  netSales
  checks
  averageTicket
  guests
  laborCost
  laborShare
}
    ` as unknown as TypedDocumentString<DashboardFiguresFragment, unknown>;
export const RatedItemFragmentDoc = `
    fragment RatedItem on RatedItem {
  menuItem
  ratings
  average
}
    ` as unknown as TypedDocumentString<RatedItemFragment, unknown>;
export const DashboardDocument = `
    query Dashboard($preset: String) {
  dashboard(preset: $preset) {
    preset
    today {
      ...DashboardFigures
    }
    yesterday {
      ...DashboardFigures
    }
    period {
      ...DashboardFigures
    }
    previous {
      ...DashboardFigures
    }
    hours {
      hour
      today
      period
      previous
    }
    minRatings
    liked {
      ...RatedItem
    }
    disliked {
      ...RatedItem
    }
  }
}
    fragment DashboardFigures on DashboardFigures {
  from
  to
  netSales
  checks
  averageTicket
  guests
  laborCost
  laborShare
}
fragment RatedItem on RatedItem {
  menuItem
  ratings
  average
}` as unknown as TypedDocumentString<DashboardQuery, DashboardQueryVariables>;
export const DashboardStoresDocument = `
    query DashboardStores {
  dashboardStores {
    id
    name
    currencySymbol
    today {
      ...DashboardFigures
    }
    yesterday {
      ...DashboardFigures
    }
  }
}
    fragment DashboardFigures on DashboardFigures {
  from
  to
  netSales
  checks
  averageTicket
  guests
  laborCost
  laborShare
}` as unknown as TypedDocumentString<DashboardStoresQuery, DashboardStoresQueryVariables>;
