import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { OpenDay } from './api';
import type { DayFormats } from './useDayFormats';

/** A titled part of the page, labelled by its heading. */
export function Section({
  id,
  heading,
  hint,
  children,
}: {
  id: string;
  heading: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2">
        {heading}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

export const Empty = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ mt: 1 }}>
    {text}
  </Typography>
);

/**
 * A titled list of the day's people or checks, each a name and a line of detail. Its words:
 * `<i18n>.heading`, `.empty` when there are none, and `.hint` above a list when `hint` is set.
 */
export function ListSection({
  id,
  i18n,
  hint = false,
  items,
}: {
  id: string;
  i18n: string;
  hint?: boolean;
  items: { key: string; primary: string; secondary: string }[];
}) {
  const translate = useTranslate();
  return (
    <Section
      id={id}
      heading={translate(`${i18n}.heading`)}
      hint={hint && items.length ? translate(`${i18n}.hint`) : undefined}
    >
      {items.length ? (
        <List dense aria-labelledby={id}>
          {items.map((item) => (
            <ListItem key={item.key} disableGutters>
              <ListItemText
                primary={item.primary}
                secondary={item.secondary}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Empty text={translate(`${i18n}.empty`)} />
      )}
    </Section>
  );
}

/** The shifts still open (they stop the close) and the employees the close will clock out. */
export function PeopleLists({ day, formats }: { day: OpenDay; formats: DayFormats }) {
  const translate = useTranslate();
  return (
    <>
      <ListSection
        id="close-day-shifts"
        i18n="closeDay.shifts"
        hint
        items={day.shifts.map((s) => ({
          key: s.id,
          primary: formats.name(s),
          secondary: translate('closeDay.shifts.detail', {
            device: s.device,
            time: formats.moment(s.opened_at),
          }),
        }))}
      />
      <ListSection
        id="close-day-clocked-in"
        i18n="closeDay.clockedIn"
        items={day.clocked_in.map((c) => ({
          key: c.id,
          primary: formats.name(c),
          secondary: translate('closeDay.clockedIn.since', { time: formats.moment(c.clock_in) }),
        }))}
      />
    </>
  );
}
