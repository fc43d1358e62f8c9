// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, MenuPublishPlanFieldsFragment, MenuPublishPreviewQuery, MenuPublishPreviewQueryVariables, MenuPublishRecordsQuery, MenuPublishRecordsQueryVariables, MenuPublishStoresQuery, MenuPublishStoresQueryVariables, PublishMenuMutation, PublishMenuMutationVariables } from './graphql-documents.js';

export const MenuPublishPlanFieldsFragmentDoc = `
    fragment MenuPublishPlanFields on MenuPublishPlan {
  records
  stores {
    id
    name
    created
    updated
    unchanged
    written
    lines {
      kind
      name
      action
      fields
      pricesKept
    }
    refusal {
      code
      message
      params
      kind
      record
    }
  }
}
    ` as unknown as TypedDocumentString<MenuPublishPlanFieldsFragment, unknown>;
export const MenuPublishRecordsDocument = `
    query MenuPublishRecords($page: Int!) {
  departments: allDepartments(
    page: $page
    perPage: 1000
    sortField: "name"
    sortOrder: "ASC"
  ) {
    id
    name
    status
  }
  categories: allCategories(
    page: $page
    perPage: 1000
    sortField: "name"
    sortOrder: "ASC"
  ) {
    id
    name
    department_id
    status
  }
  menuItems: allMenuItems(
    page: $page
    perPage: 1000
    sortField: "name"
    sortOrder: "ASC"
  ) {
    id
    name
    category_id
    status
  }
  taxes: allTaxes(page: $page, perPage: 1000, sortField: "name", sortOrder: "ASC") {
    id
    name
    status
  }
  modifierGroups: allModifierGroups(
    page: $page
    perPage: 1000
    sortField: "name"
    sortOrder: "ASC"
  ) {
    id
    name
    status
  }
  modifierPrefixes: allModifierPrefixes(
    page: $page
    perPage: 1000
    sortField: "name"
    sortOrder: "ASC"
  ) {
    id
    name
    status
  }
  modifierItems: allModifierItems(
    page: $page
    perPage: 1000
    sortField: "name"
    sortOrder: "ASC"
  ) {
    id
    name
    status
  }
  specialPrices: allSpecialPrices(
    page: $page
    perPage: 1000
    sortField: "description"
    sortOrder: "ASC"
  ) {
    id
    name: description
    status
  }
}
    ` as unknown as TypedDocumentString<MenuPublishRecordsQuery, MenuPublishRecordsQueryVariables>;
export const MenuPublishStoresDocument = `
    query MenuPublishStores {
  menuPublishStores {
    id
    name
  }
}
    ` as unknown as TypedDocumentString<MenuPublishStoresQuery, MenuPublishStoresQueryVariables>;
export const MenuPublishPreviewDocument = `
    query MenuPublishPreview($input: MenuPublishInput!) {
  menuPublishPreview(input: $input) {
    ...MenuPublishPlanFields
  }
}
    fragment MenuPublishPlanFields on MenuPublishPlan {
  records
  stores {
    id
    name
    created
    updated
    unchanged
    written
    lines {
      kind
      name
      action
      fields
      pricesKept
    }
    refusal {
      code
      message
      params
      kind
      record
    }
  }
}` as unknown as TypedDocumentString<MenuPublishPreviewQuery, MenuPublishPreviewQueryVariables>;
export const PublishMenuDocument = `
    mutation PublishMenu($input: MenuPublishInput!) {
  publishMenu(input: $input) {
    ...MenuPublishPlanFields
  }
}
    fragment MenuPublishPlanFields on MenuPublishPlan {
  records
  stores {
    id
    name
    created
    updated
    unchanged
    written
    lines {
      kind
      name
      action
      fields
      pricesKept
    }
    refusal {
      code
      message
      params
      kind
      record
    }
  }
}` as unknown as TypedDocumentString<PublishMenuMutation, PublishMenuMutationVariables>;
