// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, CampaignProgressQuery, CampaignProgressQueryVariables, DeactivateCampaignMutation, DeactivateCampaignMutationVariables, SendCampaignMutation, SendCampaignMutationVariables, StoreLogoQuery, StoreLogoQueryVariables } from './graphql-documents.js';

export const CampaignProgressDocument = `
    query CampaignProgress($ids: [ID!]!) {
  campaignProgress(ids: $ids) {
    id
    state
    total
    queued
    sent
    failed
    unsubscribed
  }
}
    ` as unknown as TypedDocumentString<CampaignProgressQuery, CampaignProgressQueryVariables>;
export const SendCampaignDocument = `
    mutation SendCampaign($id: ID!) {
  sendCampaign(id: $id) {
    id
    state
  }
}
    ` as unknown as TypedDocumentString<SendCampaignMutation, SendCampaignMutationVariables>;
export const DeactivateCampaignDocument = `
    mutation DeactivateCampaign($id: ID!) {
  deactivateCampaign(id: $id) {
    id
    state
  }
}
    ` as unknown as TypedDocumentString<DeactivateCampaignMutation, DeactivateCampaignMutationVariables>;
export const StoreLogoDocument = `
    query StoreLogo {
  storeLogo {
    url
    path
    width
    height
  }
}
    ` as unknown as TypedDocumentString<StoreLogoQuery, StoreLogoQueryVariables>;
