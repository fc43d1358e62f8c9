import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../../layout/PageFrame';
import { ResultsTab } from './ResultsTab';
import { SettingsTab } from './SettingsTab';

const TABS = [
  { key: 'settings', Panel: SettingsTab },
  { key: 'results', Panel: ResultsTab },
] as const;

/**
 * /pages/survey-settings (SPEC §2 Marketing, §3 Rating settings and Survey): how and when guests are
 * asked to rate their visit, the survey's title and seven questions, and what they answered.
 */
export default function SurveySettings() {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<string>(TABS[0].key);
  const current = TABS.find((tab) => tab.key === chosen) ?? TABS[0];
  return (
    <Box sx={{ minWidth: 0, maxWidth: 900 }}>
      <PageHeading i18n="survey" introSx={{ mb: 2 }} />
      <Tabs
        value={current.key}
        onChange={(_, key: string) => setChosen(key)}
        variant="fullWidth"
        aria-label={translate('survey.title')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={translate(`survey.tabs.${tab.key}`)}
            id={`survey-tab-${tab.key}`}
            aria-controls={`survey-panel-${tab.key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`survey-panel-${current.key}`} aria-labelledby={`survey-tab-${current.key}`}>
        <current.Panel />
      </Box>
    </Box>
  );
}
