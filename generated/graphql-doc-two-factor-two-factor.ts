// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, ConfirmTwoFactorMutation, ConfirmTwoFactorMutationVariables, DisableTwoFactorMutation, DisableTwoFactorMutationVariables, StartTwoFactorMutation, StartTwoFactorMutationVariables, TwoFactorStatusQuery, TwoFactorStatusQueryVariables } from './graphql-documents.js';

export const TwoFactorStatusDocument = `
    query TwoFactorStatus {
  twoFactorStatus {
    enrolled
    required
    recoveryCodesLeft
    since
  }
}
    ` as unknown as TypedDocumentString<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const StartTwoFactorDocument = `
    mutation StartTwoFactor {
  startTwoFactor {
    secret
    qr
  }
}
    ` as unknown as TypedDocumentString<StartTwoFactorMutation, StartTwoFactorMutationVariables>;
export const ConfirmTwoFactorDocument = `
    mutation ConfirmTwoFactor($code: String!) {
  confirmTwoFactor(code: $code)
}
    ` as unknown as TypedDocumentString<ConfirmTwoFactorMutation, ConfirmTwoFactorMutationVariables>;
export const DisableTwoFactorDocument = `
    mutation DisableTwoFactor($key: String!) {
  disableTwoFactor(key: $key) {
    enrolled
    required
    recoveryCodesLeft
    since
  }
}
    ` as unknown as TypedDocumentString<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
