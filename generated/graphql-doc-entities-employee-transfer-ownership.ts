// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, TransferOwnershipMutation, TransferOwnershipMutationVariables } from './graphql-documents.js';

export const TransferOwnershipDocument = `
    mutation TransferOwnership($e: ID!, $p: String!) {
  transferOwnership(employee_id: $e, password: $p)
}
    ` as unknown as TypedDocumentString<TransferOwnershipMutation, TransferOwnershipMutationVariables>;
