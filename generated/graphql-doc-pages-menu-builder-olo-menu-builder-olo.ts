// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, OloMenuBuilderFieldsFragment, OloMenuBuilderQuery, OloMenuBuilderQueryVariables, SaveOloMenuMutation, SaveOloMenuMutationVariables } from './graphql-documents.js';

export const OloMenuBuilderFieldsFragmentDoc = `
    fragment OloMenuBuilderFields on OloMenuBuilder {
  saved
  categories {
    id
    name
    items {
      id
      name
      olo_name
      online_sale
      image_id
      price
    }
  }
}
    ` as unknown as TypedDocumentString<OloMenuBuilderFieldsFragment, unknown>;
export const OloMenuBuilderDocument = `
    query OloMenuBuilder {
  layout: oloMenuBuilder {
    ...OloMenuBuilderFields
  }
}
    fragment OloMenuBuilderFields on OloMenuBuilder {
  saved
  categories {
    id
    name
    items {
      id
      name
      olo_name
      online_sale
      image_id
      price
    }
  }
}` as unknown as TypedDocumentString<OloMenuBuilderQuery, OloMenuBuilderQueryVariables>;
export const SaveOloMenuDocument = `
    mutation SaveOloMenu($layout: OloMenuInput!) {
  layout: saveOloMenu(menu: $layout) {
    ...OloMenuBuilderFields
  }
}
    fragment OloMenuBuilderFields on OloMenuBuilder {
  saved
  categories {
    id
    name
    items {
      id
      name
      olo_name
      online_sale
      image_id
      price
    }
  }
}` as unknown as TypedDocumentString<SaveOloMenuMutation, SaveOloMenuMutationVariables>;
