import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Card, CardContent, Chip, IconButton, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PlainTable, useStackedRows } from '../../layout/PlainTable';
import type { TimeCard, TimeCardList } from './api';
import type { Writer } from './text';

interface Props {
  list: TimeCardList;
  w: Writer;
  onEdit: (card: TimeCard) => void;
  onDelete: (card: TimeCard) => void;
}

function useCardText(w: Writer) {
  const translate = useTranslate();
  return {
    clockOut: (c: TimeCard) =>
      c.clock_out ? w.time(c.clock_out, c.business_date) : translate('timeCards.clockedIn'),
    breaks: (c: TimeCard) =>
      c.breaks.length
        ? c.breaks
            .map((b) =>
              translate('timeCards.breakSpan', {
                from: w.time(b.break_in, c.business_date),
                to: w.time(b.break_out, c.business_date),
              }),
            )
            .join(', ')
        : translate('timeCards.noBreaks'),
    hours: (value: number) => translate('timeCards.hoursValue', { hours: w.hours(value) }),
  };
}

function Actions({ card, w, onEdit, onDelete }: { card: TimeCard } & Omit<Props, 'list'>) {
  const translate = useTranslate();
  const named = { employee: w.name(card), date: w.date(card.business_date) };
  return (
    <Stack direction="row" spacing={0.5}>
      <IconButton aria-label={translate('timeCards.actions.edit', named)} onClick={() => onEdit(card)}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={translate('timeCards.actions.delete', named)} onClick={() => onDelete(card)}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/** The cards by date: a table on a wide screen, a list of stacked cards on a phone. */
export function CardList(props: Props) {
  const translate = useTranslate();
  const { list, w } = props;
  const narrow = useStackedRows();
  const text = useCardText(w);
  if (!list.cards.length)
    return (
      <Typography color="text.secondary" sx={{ my: 3 }}>
        {translate('timeCards.empty')}
      </Typography>
    );
  if (narrow)
    return (
      <List aria-label={translate('timeCards.listLabel')} disablePadding>
        {list.cards.map((c) => (
          <ListItem key={c.id} disableGutters>
            <Card variant="outlined" sx={{ width: '100%' }}>
              <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                      {w.name(c)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {w.date(c.business_date)}
                    </Typography>
                  </Box>
                  <Actions card={c} {...props} />
                </Stack>
                <Typography variant="body2">
                  {translate('timeCards.columns.clockIn')}: {w.time(c.clock_in, c.business_date)} ·{' '}
                  {translate('timeCards.columns.clockOut')}: {text.clockOut(c)}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {translate('timeCards.columns.breaks')}: {text.breaks(c)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {translate('timeCards.columns.hours')}: {text.hours(c.hours)}
                </Typography>
              </CardContent>
            </Card>
          </ListItem>
        ))}
      </List>
    );
  return (
    <PlainTable
      aria-label={translate('timeCards.listLabel')}
      columns={['employee', 'date', 'clockIn', 'clockOut', 'breaks', 'hours', 'actions'].map((c) => ({
        key: c,
        label: translate(`timeCards.columns.${c}`),
        align: c === 'hours' ? 'right' : 'left',
        cellAlign: c === 'hours' ? 'right' : undefined,
      }))}
      rows={list.cards.map((c) => ({
        key: c.id,
        cells: [
          w.name(c),
          w.date(c.business_date),
          w.time(c.clock_in, c.business_date),
          c.clock_out ? (
            text.clockOut(c)
          ) : (
            <Chip size="small" color="success" label={translate('timeCards.clockedIn')} />
          ),
          text.breaks(c),
          text.hours(c.hours),
          <Actions card={c} {...props} />,
        ],
      }))}
    />
  );
}

/** Hours and cards per employee, and for everyone. */
export function Totals({ list, w }: { list: TimeCardList; w: Writer }) {
  const translate = useTranslate();
  const text = useCardText(w);
  if (!list.cards.length) return null;
  return (
    <Box component="section" aria-labelledby="time-card-totals" sx={{ mt: 3 }}>
      <Typography id="time-card-totals" variant="h6" component="h2">
        {translate('timeCards.totals.title')}
      </Typography>
      <PlainTable
        aria-labelledby="time-card-totals"
        columns={[
          { key: 'employee', label: translate('timeCards.columns.employee') },
          { key: 'cards', label: translate('timeCards.columns.cards') },
          { key: 'hours', label: translate('timeCards.columns.hours'), align: 'right' },
        ]}
        rows={list.totals.map((t) => ({
          key: t.employee_id,
          cells: [
            w.name(t),
            translate('timeCards.totals.cards', { smart_count: t.cards }),
            text.hours(t.hours),
          ],
          sx: [{ overflowWrap: 'anywhere' }],
        }))}
        footer={{
          key: 'overall',
          cells: [
            translate('timeCards.totals.overall'),
            translate('timeCards.totals.cards', { smart_count: list.cards.length }),
            text.hours(list.hours),
          ],
          sx: [{ fontWeight: 600 }, undefined, { fontWeight: 600 }],
        }}
      />
    </Box>
  );
}
