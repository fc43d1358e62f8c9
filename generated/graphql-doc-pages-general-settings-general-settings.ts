// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, SendSmtpTestEmailMutation, SendSmtpTestEmailMutationVariables } from './graphql-documents.js';

export const SendSmtpTestEmailDocument = `
    mutation SendSmtpTestEmail($id: ID!, $to: String!, $language: String) {
  sendSmtpTestEmail(id: $id, to: $to, language: $language) {
    to
    response
  }
}
    ` as unknown as TypedDocumentString<SendSmtpTestEmailMutation, SendSmtpTestEmailMutationVariables>;
