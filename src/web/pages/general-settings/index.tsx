import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { operationAllowed } from '../../../core/permissions';
import { resourceByName } from '../../../core/registry';
import { PageHeading } from '../../layout/PageFrame';
import { useStoredUser } from '../../session';
import { settingsTab } from './SettingsTab';
import { SmtpTab } from './SmtpTab';

/** The tabs of General Settings, each shown to whom its own permission opens it. */
const TABS = [
  { key: 'smtp', resource: resourceByName('smtp-setting'), Panel: SmtpTab },
  {
    key: 'customers',
    resource: resourceByName('customer-settings'),
    Panel: settingsTab('customer-settings'),
  },
  { key: 'payroll', resource: resourceByName('payroll-settings'), Panel: settingsTab('payroll-settings') },
  { key: 'delivery', resource: resourceByName('delivery-options'), Panel: settingsTab('delivery-options') },
] as const;

/**
 * /pages/general-settings (SPEC §2 Settings): the store's settings in tabs. The SMTP tab lists the
 * servers the store's e-mail goes through, each added, edited, tried with a test e-mail and deleted
 * in place.
 */
export default function GeneralSettings() {
  const translate = useTranslate();
  const user = useStoredUser();
  const tabs = TABS.filter((tab) => user && operationAllowed(user, tab.resource));
  // A link may open a tab by its key (`?tab=customers`); otherwise the first the user may open.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string>(params.get('tab') ?? tabs[0]?.key ?? '');
  const current = tabs.find((tab) => tab.key === chosen) ?? tabs[0];
  return (
    // Its width is the layout's, never its tabs' together: on a phone they scroll instead.
    <Box sx={{ minWidth: 0, contain: 'inline-size' }}>
      <PageHeading i18n="generalSettings" introSx={{ mb: 2 }} />
      {current ? (
        <>
          <Tabs
            value={current.key}
            onChange={(_, key: string) => setChosen(key)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={translate('generalSettings.title')}
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.key}
                value={tab.key}
                label={translate(`generalSettings.tabs.${tab.key}`)}
                id={`general-settings-tab-${tab.key}`}
                aria-controls={`general-settings-panel-${tab.key}`}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`general-settings-panel-${current.key}`}
            aria-labelledby={`general-settings-tab-${current.key}`}
          >
            <current.Panel />
          </Box>
        </>
      ) : (
        <Typography color="text.secondary" role="status">
          {translate('generalSettings.noTab')}
        </Typography>
      )}
    </Box>
  );
}
