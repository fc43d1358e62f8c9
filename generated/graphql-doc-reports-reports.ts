// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, ReportFilterChoicesQuery, ReportFilterChoicesQueryVariables, ReportFilterSearchQuery, ReportFilterSearchQueryVariables, ReportQuery, ReportQueryVariables, ReportStoresQuery, ReportStoresQueryVariables } from './graphql-documents.js';

export const ReportDocument = `
    query Report($code: String!, $from: String!, $to: String!, $filters: ReportFilters, $compare: Boolean, $preset: String, $page: ReportPage, $stores: [ID!]) {
  report(
    code: $code
    from: $from
    to: $to
    filters: $filters
    compare: $compare
    preset: $preset
    page: $page
    stores: $stores
  ) {
    code
    from
    to
    count
    columns {
      key
      kind
      title
    }
    rows {
      id
      cells
      unit
      group
    }
    totals
    chart {
      labels
      series {
        key
        label
        unit
        column
        values
      }
    }
    previous {
      from
      to
      rows {
        cells
        unit
        group
      }
      totals
    }
    stores {
      id
      name
      from
      to
    }
    leftOut
  }
}
    ` as unknown as TypedDocumentString<ReportQuery, ReportQueryVariables>;
export const ReportStoresDocument = `
    query ReportStores($code: String!) {
  reportStores(code: $code) {
    id
    name
  }
}
    ` as unknown as TypedDocumentString<ReportStoresQuery, ReportStoresQueryVariables>;
export const ReportFilterChoicesDocument = `
    query ReportFilterChoices($code: String!) {
  reportFilterChoices(code: $code) {
    filter
    choices {
      id
      name
    }
  }
}
    ` as unknown as TypedDocumentString<ReportFilterChoicesQuery, ReportFilterChoicesQueryVariables>;
export const ReportFilterSearchDocument = `
    query ReportFilterSearch($code: String!, $filter: String!, $q: String, $id: ID) {
  reportFilterSearch(code: $code, filter: $filter, q: $q, id: $id) {
    id
    name
  }
}
    ` as unknown as TypedDocumentString<ReportFilterSearchQuery, ReportFilterSearchQueryVariables>;
