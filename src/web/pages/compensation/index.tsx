import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../../layout/PageFrame';
import { PayrollTab } from './PayrollTab';
import { PayTab } from './PayTab';

type Part = 'pay' | 'payroll';

/**
 * /pages/compensation: what each employee earns (salary type, compensation value, pay period,
 * scheduled hours), and the payroll of a period computed from the time cards with the store's
 * overtime rule.
 */
export default function CompensationPage() {
  const translate = useTranslate();
  const [part, setPart] = useState<Part>('pay');
  return (
    <Box sx={{ maxWidth: '100%', minWidth: 0 }}>
      <PageHeading i18n="compensation" />
      <Tabs
        value={part}
        onChange={(_, value: Part) => setPart(value)}
        variant="fullWidth"
        aria-label={translate('compensation.title')}
        sx={{ mt: 2, borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
      >
        {(['pay', 'payroll'] as const).map((p) => (
          <Tab
            key={p}
            value={p}
            id={`compensation-tab-${p}`}
            aria-controls={`compensation-panel-${p}`}
            label={translate(`compensation.tabs.${p}`)}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`compensation-panel-${part}`}
        aria-labelledby={`compensation-tab-${part}`}
        sx={{ pt: 2 }}
      >
        {part === 'pay' ? <PayTab /> : <PayrollTab />}
      </Box>
    </Box>
  );
}
