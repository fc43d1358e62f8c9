// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, EcommerceDashboardQuery, EcommerceDashboardQueryVariables, OnlineFiguresFragment } from './graphql-documents.js';

export const OnlineFiguresFragmentDoc = `
    fragment OnlineFigures on OnlineFigures {
  from
  to
  orders
  sales
  averageTicket
}
    ` as unknown as TypedDocumentString<OnlineFiguresFragment, unknown>;
export const EcommerceDashboardDocument = `
    query EcommerceDashboard($preset: String) {
  ecommerceDashboard(preset: $preset) {
    preset
    today {
      ...OnlineFigures
    }
    yesterday {
      ...OnlineFigures
    }
    period {
      ...OnlineFigures
    }
    previous {
      ...OnlineFigures
    }
    days {
      date
      orders
      sales
      averageTicket
    }
    hours {
      hour
      orders
      sales
      averageTicket
    }
    orderTypes {
      orderType
      orders
      sales
      averageTicket
    }
  }
}
    fragment OnlineFigures on OnlineFigures {
  from
  to
  orders
  sales
  averageTicket
}` as unknown as TypedDocumentString<EcommerceDashboardQuery, EcommerceDashboardQueryVariables>;
