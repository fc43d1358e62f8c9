// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, SegmentCampaignsQuery, SegmentCampaignsQueryVariables, SegmentCountQuery, SegmentCountQueryVariables } from './graphql-documents.js';

export const SegmentCountDocument = `
    query SegmentCount($conditions: SegmentConditionsInput!) {
  segmentCount(conditions: $conditions)
}
    ` as unknown as TypedDocumentString<SegmentCountQuery, SegmentCountQueryVariables>;
export const SegmentCampaignsDocument = `
    query SegmentCampaigns($segmentId: ID!) {
  segmentCampaigns(segmentId: $segmentId) {
    id
    name
    state
  }
}
    ` as unknown as TypedDocumentString<SegmentCampaignsQuery, SegmentCampaignsQueryVariables>;
