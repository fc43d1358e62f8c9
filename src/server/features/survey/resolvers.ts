import { defineFeature } from '../../graphql/feature.js';
import { guardedByPage } from '../../graphql/guard.js';
import { ratingMail } from './mailing.js';
import { surveyResults } from './results.js';
import { readSurveySettings, saveSurveySettings, type SurveySettings } from './settings.js';
import type { FeatureDeps } from '../index.js';

/** The page the survey's operations belong to, and whose guard they share. */
export const SURVEY_PATH = '/pages/survey-settings';

/** Survey settings and results (SPEC §3); the guest's own page is answered by src/server/http/survey.ts. */
export default defineFeature(({ db, queue, secrets, storeEvents, log }: FeatureDeps) => {
  const guard = guardedByPage(SURVEY_PATH);
  ratingMail({ db, queue, secrets, storeEvents, log });
  return {
    Query: {
      surveySettings: guard((scope) => readSurveySettings(db, scope.storeId)),
      surveyResults: guard((scope, args) => surveyResults(db, scope.storeId, args.from, args.to)),
    },
    Mutation: {
      saveSurveySettings: guard((scope, args) =>
        saveSurveySettings(db, scope.storeId, args.input as SurveySettings),
      ),
    },
  };
});
