import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../../layout/PageFrame';
import { CampaignsTab } from './CampaignsTab';
import { TemplatesTab } from './TemplatesTab';

/** The tabs of Email Campaigns: the campaigns and the templates they send. */
const TABS = [
  { key: 'campaigns', Panel: CampaignsTab },
  { key: 'templates', Panel: TemplatesTab },
] as const;

/**
 * /pages/marketing-campaigns (SPEC §2 Marketing, "Email Campaigns"): the store's campaigns, each
 * sent now, published or scheduled to a segment, and the e-mail templates they send.
 */
export default function MarketingCampaigns() {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<string>(TABS[0].key);
  const current = TABS.find((tab) => tab.key === chosen) ?? TABS[0];
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeading i18n="marketingCampaigns" introSx={{ mb: 2 }} />
      <Tabs
        value={current.key}
        onChange={(_, key: string) => setChosen(key)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('marketingCampaigns.title')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={translate(`marketingCampaigns.tabs.${tab.key}`)}
            id={`marketing-campaigns-tab-${tab.key}`}
            aria-controls={`marketing-campaigns-panel-${tab.key}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`marketing-campaigns-panel-${current.key}`}
        aria-labelledby={`marketing-campaigns-tab-${current.key}`}
      >
        <current.Panel />
      </Box>
    </Box>
  );
}
