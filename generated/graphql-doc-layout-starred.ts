// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, ReorderStarredPagesMutation, ReorderStarredPagesMutationVariables, StarPageMutation, StarPageMutationVariables, StarredPagesQuery, StarredPagesQueryVariables, UnstarPageMutation, UnstarPageMutationVariables } from './graphql-documents.js';

export const StarredPagesDocument = `
    query StarredPages {
  starredPages
}
    ` as unknown as TypedDocumentString<StarredPagesQuery, StarredPagesQueryVariables>;
export const StarPageDocument = `
    mutation StarPage($p: String!) {
  starPage(path: $p)
}
    ` as unknown as TypedDocumentString<StarPageMutation, StarPageMutationVariables>;
export const UnstarPageDocument = `
    mutation UnstarPage($p: String!) {
  unstarPage(path: $p)
}
    ` as unknown as TypedDocumentString<UnstarPageMutation, UnstarPageMutationVariables>;
export const ReorderStarredPagesDocument = `
    mutation ReorderStarredPages($p: [String!]!) {
  reorderStarredPages(paths: $p)
}
    ` as unknown as TypedDocumentString<ReorderStarredPagesMutation, ReorderStarredPagesMutationVariables>;
