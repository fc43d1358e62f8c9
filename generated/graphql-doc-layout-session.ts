// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, ResetSessionsMutation, ResetSessionsMutationVariables, VersionStoreQuery, VersionStoreQueryVariables } from './graphql-documents.js';

export const ResetSessionsDocument = `
    mutation ResetSessions($k: String!) {
  resetSessions(key: $k)
}
    ` as unknown as TypedDocumentString<ResetSessionsMutation, ResetSessionsMutationVariables>;
export const VersionStoreDocument = `
    query VersionStore($s: String, $m: String) {
  versionStore(store_id: $s, module_name: $m) {
    url
  }
}
    ` as unknown as TypedDocumentString<VersionStoreQuery, VersionStoreQueryVariables>;
