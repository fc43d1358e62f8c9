import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { reportByCode } from '../../core/reports';
import { NOT_FOUND_PATH } from '../../core/routes';
import { pagePhrases } from '../providers/i18nProvider';

// The report screen, its chart library and its table come in one chunk, when a report is first opened,
// with the pages' words (a statement's movements, a filter's choices: providers/phraseGroups.ts).
const ReportScreen = lazy(() => Promise.all([import('./ReportScreen'), pagePhrases()]).then(([m]) => m));

/** `/pages/reports/:code`: a report of the catalogue (core/reports.ts), else the not-found page. */
export function ReportRoute() {
  const { code = '' } = useParams();
  const def = reportByCode(code);
  if (!def) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <Suspense fallback={<LinearProgress aria-busy />}>
      <ReportScreen key={def.code} def={def} />
    </Suspense>
  );
}
