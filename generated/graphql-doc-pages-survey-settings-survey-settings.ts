// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, SaveSurveySettingsMutation, SaveSurveySettingsMutationVariables, SurveyResultsQuery, SurveyResultsQueryVariables, SurveySettingsFieldsFragment, SurveySettingsQuery, SurveySettingsQueryVariables } from './graphql-documents.js';

export const SurveySettingsFieldsFragmentDoc = `
    fragment SurveySettingsFields on SurveySettings {
  rating_by_product
  email_delay
  email_delay_unit
  min_likes
  max_items_per_category
  coupon_id
  title
  questions {
    key
    text
    enabled
  }
}
    ` as unknown as TypedDocumentString<SurveySettingsFieldsFragment, unknown>;
export const SurveySettingsDocument = `
    query SurveySettings {
  surveySettings {
    ...SurveySettingsFields
  }
}
    fragment SurveySettingsFields on SurveySettings {
  rating_by_product
  email_delay
  email_delay_unit
  min_likes
  max_items_per_category
  coupon_id
  title
  questions {
    key
    text
    enabled
  }
}` as unknown as TypedDocumentString<SurveySettingsQuery, SurveySettingsQueryVariables>;
export const SaveSurveySettingsDocument = `
    mutation SaveSurveySettings($input: SurveySettingsInput!) {
  saveSurveySettings(input: $input) {
    ...SurveySettingsFields
  }
}
    fragment SurveySettingsFields on SurveySettings {
  rating_by_product
  email_delay
  email_delay_unit
  min_likes
  max_items_per_category
  coupon_id
  title
  questions {
    key
    text
    enabled
  }
}` as unknown as TypedDocumentString<SaveSurveySettingsMutation, SaveSurveySettingsMutationVariables>;
export const SurveyResultsDocument = `
    query SurveyResults($from: String!, $to: String!) {
  surveyResults(from: $from, to: $to) {
    answers
    waiting_time
    food_quality
    service
    recommend
    item_review
    item_ratings
    comments {
      answered_at
      review_comment
      other_comments
    }
  }
}
    ` as unknown as TypedDocumentString<SurveyResultsQuery, SurveyResultsQueryVariables>;
