// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, PosLayoutFieldsFragment, PosMenuLayoutQuery, PosMenuLayoutQueryVariables, SavePosMenuLayoutMutation, SavePosMenuLayoutMutationVariables } from './graphql-documents.js';

export const PosLayoutFieldsFragmentDoc = `
    fragment PosLayoutFields on PosMenuLayout {
  columns
  saved
  limits {
    minColumns
    maxColumns
    maxTabs
    maxButtons
  }
  tabs {
    category_id
    buttons {
      menu_item_id
    }
  }
}
    ` as unknown as TypedDocumentString<PosLayoutFieldsFragment, unknown>;
export const PosMenuLayoutDocument = `
    query PosMenuLayout {
  layout: posMenuLayout {
    ...PosLayoutFields
  }
}
    fragment PosLayoutFields on PosMenuLayout {
  columns
  saved
  limits {
    minColumns
    maxColumns
    maxTabs
    maxButtons
  }
  tabs {
    category_id
    buttons {
      menu_item_id
    }
  }
}` as unknown as TypedDocumentString<PosMenuLayoutQuery, PosMenuLayoutQueryVariables>;
export const SavePosMenuLayoutDocument = `
    mutation SavePosMenuLayout($layout: PosMenuLayoutInput!) {
  layout: savePosMenuLayout(layout: $layout) {
    ...PosLayoutFields
  }
}
    fragment PosLayoutFields on PosMenuLayout {
  columns
  saved
  limits {
    minColumns
    maxColumns
    maxTabs
    maxButtons
  }
  tabs {
    category_id
    buttons {
      menu_item_id
    }
  }
}` as unknown as TypedDocumentString<SavePosMenuLayoutMutation, SavePosMenuLayoutMutationVariables>;
