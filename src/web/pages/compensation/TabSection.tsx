import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A tab of the page: a section named by its heading, `compensation.<tab>.heading`. */
export function TabSection({ tab, children }: { tab: 'pay' | 'payroll'; children: ReactNode }) {
  const translate = useTranslate();
  const headingId = `compensation-${tab}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {translate(`compensation.${tab}.heading`)}
      </Typography>
      {children}
    </section>
  );
}
