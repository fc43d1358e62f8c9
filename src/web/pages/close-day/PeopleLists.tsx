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

/** The shifts still open (they stop the close) and the employees the close will clock out. */
export function PeopleLists({ day, formats }: { day: OpenDay; formats: DayFormats }) {
  const translate = useTranslate();
  return (
    <>
      <Section
        id="close-day-shifts"
        heading={translate('closeDay.shifts.heading')}
        hint={day.shifts.length ? translate('closeDay.shifts.hint') : undefined}
      >
        {day.shifts.length ? (
          <List dense aria-labelledby="close-day-shifts">
            {day.shifts.map((s) => (
              <ListItem key={s.id} disableGutters>
                <ListItemText
                  primary={formats.name(s)}
                  secondary={translate('closeDay.shifts.detail', {
                    device: s.device,
                    time: formats.moment(s.opened_at),
                  })}
                  sx={{ overflowWrap: 'anywhere' }}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Empty text={translate('closeDay.shifts.empty')} />
        )}
      </Section>
      <Section id="close-day-clocked-in" heading={translate('closeDay.clockedIn.heading')}>
        {day.clocked_in.length ? (
          <List dense aria-labelledby="close-day-clocked-in">
            {day.clocked_in.map((c) => (
              <ListItem key={c.id} disableGutters>
                <ListItemText
                  primary={formats.name(c)}
                  secondary={translate('closeDay.clockedIn.since', { time: formats.moment(c.clock_in) })}
                  sx={{ overflowWrap: 'anywhere' }}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Empty text={translate('closeDay.clockedIn.empty')} />
        )}
      </Section>
    </>
  );
}
