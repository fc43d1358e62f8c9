import { Alert, Box, Button, MenuItem, Pagination, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoyaltyMembersDocument, type LoyaltyMembersQuery } from '../../../../generated/graphql-documents';
import { LoyaltyDialog } from '../../entities/customer/LoyaltyDialog';
import { graphqlCall } from '../../graphql/client';
import { PageHeading, QueryState } from '../../layout/PageFrame';
import { PlainTable, type PlainColumn } from '../../layout/PlainTable';
import { currentStore } from '../../session';
import { visuallyHidden } from '../../widgets/visuallyHidden';

type Member = LoyaltyMembersQuery['loyaltyMembers']['members'][number];

const PER_PAGE = 25;

/** The search as typed, sent once the typing pauses. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * /pages/perks-members: the customers with loyalty points, their points and how far the next reward
 * of the active plan is; searched, sorted and paged, each adjusted (points and a reason) from its row.
 */
export default function PerksMembers() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const storeId = currentStore()?.id;
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim());
  const [sortField, setSortField] = useState<'points' | 'name'>('points');
  const [page, setPage] = useState(1);
  const [adjusting, setAdjusting] = useState<Member | null>(null);
  const t = (key: string, params?: Record<string, unknown>) => translate(`perks.members.${key}`, params);

  useEffect(() => setPage(1), [q, sortField]);
  const members = useQuery({
    queryKey: ['loyaltyMembers', storeId, q, sortField, page],
    queryFn: () => graphqlCall(LoyaltyMembersDocument, { q: q || null, page, perPage: PER_PAGE, sortField }),
    placeholderData: keepPreviousData,
  });
  const data = members.data?.loyaltyMembers;
  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;

  const columns: PlainColumn[] = [
    { key: 'name', label: t('name') },
    { key: 'phone', label: t('phone') },
    { key: 'points', label: t('points'), align: 'right' },
    { key: 'next', label: t('nextReward') },
    {
      key: 'actions',
      label: (
        <Box component="span" sx={visuallyHidden}>
          {t('adjust')}
        </Box>
      ),
    },
  ];

  return (
    <>
      <PageHeading i18n="perks.members" />
      <Box sx={{ my: 2 }}>
        {data &&
          (data.plan_name ? (
            <Typography>{t('plan', { name: data.plan_name })}</Typography>
          ) : (
            <Alert severity="info">{t('noPlan')}</Alert>
          ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="search"
          label={t('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          size="small"
          sx={{ minWidth: { sm: 280 } }}
        />
        <TextField
          select
          label={t('sortBy')}
          value={sortField}
          onChange={(e) => setSortField(e.target.value === 'name' ? 'name' : 'points')}
          size="small"
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="points">{t('sortPoints')}</MenuItem>
          <MenuItem value="name">{t('sortName')}</MenuItem>
        </TextField>
      </Stack>
      <QueryState query={members} />
      {data && data.members.length === 0 && (
        <Typography color="text.secondary" role="status">
          {q ? t('noMatch', { q }) : t('empty')}
        </Typography>
      )}
      {data && data.members.length > 0 && (
        <>
          <PlainTable
            scroll
            aria-label={t('title')}
            rowHeaders
            hover
            columns={columns}
            rows={data.members.map((m) => ({
              key: m.customer_id,
              cells: [
                m.name,
                m.phone ?? '',
                m.points.toLocaleString(),
                m.next_reward
                  ? `${m.next_reward.name} · ${t('missing', { points: m.next_reward.missing })}`
                  : t('noReward'),
                <Button
                  key="adjust"
                  size="small"
                  variant="outlined"
                  onClick={() => setAdjusting(m)}
                  aria-label={t('adjustFor', { name: m.name })}
                >
                  {t('adjust')}
                </Button>,
              ],
            }))}
          />
          <Stack direction="row" alignItems="center" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Typography color="text.secondary">{t('count', { count: data.total })}</Typography>
            {pages > 1 && (
              <Pagination
                count={pages}
                page={page}
                onChange={(_, value) => setPage(value)}
                getItemAriaLabel={(type, value) =>
                  type === 'page'
                    ? t('page', { page: value, pages })
                    : translate(`ra.navigation.${type === 'next' ? 'next' : 'previous'}`)
                }
              />
            )}
          </Stack>
        </>
      )}
      {adjusting && (
        <LoyaltyDialog
          customerId={adjusting.customer_id}
          name={adjusting.name}
          points={adjusting.points}
          onClose={() => setAdjusting(null)}
          onRecorded={() => {
            setAdjusting(null);
            void queryClient.invalidateQueries({ queryKey: ['loyaltyMembers'] });
          }}
        />
      )}
    </>
  );
}
