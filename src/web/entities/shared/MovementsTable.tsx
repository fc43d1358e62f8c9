import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PlainTable, type PlainColumn } from '../../layout/PlainTable';
import { storeValueText } from '../../store/formats';
import { useStoreSettings } from '../../store/settings';

/** One movement of a balance: money (`amount`) or loyalty points (`points`). */
export interface MovementRow {
  id: string;
  kind: string;
  amount?: number | null;
  points?: number;
  reason?: string | null;
  user_name: string;
  at: string;
}

/**
 * A balance's movements under their heading, as the server sorts them: when, which kind, the amount
 * (money, or points with their sign), the reason and who recorded it; a line saying there are none
 * yet. Its words: `<words>.at`, `.kind`, `.reason`, `.by` and the ones named here.
 */
export function MovementsTable({
  words,
  choices,
  rows,
  title = 'movements',
  empty = 'noMovements',
  amountWord = 'amount',
}: {
  words: string;
  /** Prefix of the kinds' names. */
  choices: string;
  /** Null while they load: the heading alone. */
  rows: MovementRow[] | null;
  title?: string;
  empty?: string;
  amountWord?: string;
}) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const t = (key: string) => translate(`${words}.${key}`);
  const amount = (m: MovementRow) =>
    m.points === undefined
      ? storeValueText('money', m.amount ?? 0, settings)
      : m.points > 0
        ? `+${m.points}`
        : String(m.points);
  const columns: PlainColumn[] = [
    { key: 'at', label: t('at') },
    { key: 'kind', label: t('kind') },
    { key: 'amount', label: t(amountWord), align: 'right' },
    { key: 'reason', label: t('reason') },
    { key: 'by', label: t('by') },
  ];
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t(title)}
      </Typography>
      {rows?.length === 0 && <Typography color="text.secondary">{t(empty)}</Typography>}
      {!!rows?.length && (
        <PlainTable
          scroll
          aria-label={t(title)}
          columns={columns}
          rows={rows.map((m) => ({
            key: m.id,
            cells: [
              storeValueText('datetime', m.at, settings),
              translate(`${choices}.${m.kind}`),
              amount(m),
              m.reason ?? '',
              m.user_name,
            ],
          }))}
        />
      )}
    </>
  );
}
