import { LinearProgress } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Confirm, downloadCSV, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { businessDateOf } from '../../../core/time-cards';
import { errorNotice } from '../../graphql/client';
import { currentStore } from '../../session';
import { useStoreSettings } from '../../store/settings';
import { deleteTimeCard, loadEmployees, loadTimeCards, type TimeCard } from './api';
import { CardList, Totals } from './CardList';
import { timeCardsCsv } from './csv';
import { Filters, type Range } from './Filters';
import { presetRange, writer } from './text';
import { TimeCardDialog } from './TimeCardDialog';
import { ErrorAlert, PageHeading } from '../../layout/PageFrame';

/**
 * /pages/time-cards: each employee's clock in, clock out and breaks by working day, with the hours
 * worked and totals; cards added, corrected and removed by a manager under the rules of SPEC §5.
 */
export default function TimeCards() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const settings = useStoreSettings();
  const queryClient = useQueryClient();
  const storeId = currentStore()?.id;
  const [range, setRange] = useState<Range>(() =>
    presetRange('thisWeek', Date.now(), settings.timeZone, settings.weekStart),
  );
  const [employeeId, setEmployeeId] = useState('');
  const [editing, setEditing] = useState<TimeCard | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TimeCard | null>(null);

  const cards = useQuery({
    queryKey: ['timeCards', storeId, range.from, range.to, employeeId],
    queryFn: () => loadTimeCards(range.from, range.to, employeeId || null),
    placeholderData: keepPreviousData,
  });
  const employees = useQuery({ queryKey: ['timeCardEmployees', storeId], queryFn: loadEmployees });
  const timeZone = cards.data?.time_zone ?? settings.timeZone;
  const formerEmployee = translate('timeCards.formerEmployee');
  const w = useMemo(
    () => writer(settings, timeZone, locale, formerEmployee),
    [settings, timeZone, locale, formerEmployee],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['timeCards'] });
  const remove = useMutation({
    mutationFn: (card: TimeCard) => deleteTimeCard(card.id),
    onSuccess: async () => {
      notify(translate('timeCards.deleted'), { type: 'success' });
      await refresh();
    },
    onError: (error) => notify(errorNotice(translate, 'timeCards.errorEntity', error), { type: 'error' }),
    onSettled: () => setDeleting(null),
  });

  const exportCsv = () => {
    if (!cards.data?.cards.length) return notify(translate('timeCards.export.empty'));
    downloadCSV(
      timeCardsCsv(translate, w, cards.data),
      `${translate('timeCards.export.file')}-${range.from}-${range.to}`,
    );
    notify(translate('timeCards.export.done', { smart_count: cards.data.cards.length }));
  };

  const today = businessDateOf(Date.now(), timeZone);
  return (
    <>
      <PageHeading i18n="timeCards" />
      <Filters
        range={range}
        onRange={setRange}
        employeeId={employeeId}
        onEmployee={setEmployeeId}
        employees={employees.data ?? []}
        timeZone={timeZone}
        w={w}
        onNew={() => setEditing('new')}
        onExport={exportCsv}
        exportDisabled={!cards.data?.cards.length}
      />
      {cards.isFetching ? (
        <LinearProgress aria-label={translate('timeCards.loading')} sx={{ mb: 1 }} />
      ) : null}
      {cards.error ? (
        <ErrorAlert
          retry="timeCards.retry"
          onRetry={cards.refetch}
          message={errorNotice(translate, 'timeCards.errorEntity', cards.error)}
          sx={{ my: 2 }}
        />
      ) : null}
      {cards.data ? (
        <>
          <CardList list={cards.data} w={w} onEdit={setEditing} onDelete={setDeleting} />
          <Totals list={cards.data} w={w} />
        </>
      ) : null}
      {editing && timeZone ? (
        <TimeCardDialog
          card={editing === 'new' ? null : editing}
          employees={employees.data ?? []}
          initial={{ employee_id: employeeId, business_date: range.to < today ? range.to : today }}
          timeZone={timeZone}
          w={w}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
      <Confirm
        isOpen={!!deleting}
        loading={remove.isPending}
        title="timeCards.confirmDelete.title"
        content="timeCards.confirmDelete.content"
        translateOptions={
          deleting ? { employee: w.name(deleting), date: w.date(deleting.business_date) } : undefined
        }
        confirm="timeCards.confirmDelete.confirm"
        cancel="timeCards.confirmDelete.cancel"
        confirmColor="warning"
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
