import { Box, Card, CardContent, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useDataProvider, useGetMany, useTranslate } from 'react-admin';
import { adminResourceName, resourceByName } from '../../../core/registry';
import type { OfficeDataProvider } from '../../providers/dataProvider';

interface Props {
  /** Resource counted, e.g. `menu-item`. */
  resource: string;
  /** Reference field it is grouped by, e.g. `category_id`. */
  by: string;
  title: string;
}

/**
 * A horizontal bar per referenced record ("menu items by category"), biggest first; each bar opens
 * the list filtered to it. Bars are a list of links, so screen readers read name and count.
 */
export function CountsChart({ resource, by, title }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const r = resourceByName(resource);
  const target = resourceByName(r.fields.find((f) => f.name === by)!.reference!.resource);
  const counts = useQuery({
    queryKey: ['countBy', resource, by],
    queryFn: () => dataProvider.countBy(adminResourceName(r), { by }),
  });
  const groups = counts.data?.data ?? [];
  const names = useGetMany(adminResourceName(target), {
    ids: groups.map((g) => g.key).filter((k): k is string => k !== null),
  });
  const nameOf = new Map((names.data ?? []).map((rec) => [String(rec.id), String(rec.name)]));
  const max = Math.max(1, ...groups.map((g) => g.count));

  return (
    <Card variant="outlined" component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="figcaption" gutterBottom>
          {title}
        </Typography>
        {counts.isPending || names.isPending ? (
          <Skeleton variant="rectangular" height={160} />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {groups.map((g) => {
              const label = (g.key && nameOf.get(g.key)) ?? '—';
              const filter = encodeURIComponent(JSON.stringify({ [by]: g.key }));
              // The link is named by what it shows: the name, then the count.
              return (
                <li key={g.key ?? 'none'}>
                  <MuiLink
                    component={Link}
                    to={`/${adminResourceName(r)}?filter=${filter}`}
                    underline="none"
                    color="inherit"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'minmax(120px, 30%) 1fr 3ch',
                      alignItems: 'center',
                      gap: 1,
                    }}
                  >
                    <Typography variant="body2" noWrap title={label}>
                      {label}
                    </Typography>
                    <Box
                      aria-hidden
                      sx={{
                        height: 14,
                        borderRadius: 1,
                        bgcolor: 'primary.main',
                        width: `${(g.count / max) * 100}%`,
                        minWidth: 4,
                      }}
                    />
                    <Typography variant="body2" align="right">
                      {g.count}
                    </Typography>
                  </MuiLink>
                </li>
              );
            })}
            {groups.length === 0 && (
              <Typography color="text.secondary">
                {translate('dashboard.emptyChart', {
                  name: translate(`entities.${resource}.plural`).toLowerCase(),
                })}{' '}
                <MuiLink component={Link} to={`/${adminResourceName(resourceByName(resource))}/create`}>
                  {translate('dashboard.addFirst')}
                </MuiLink>
              </Typography>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
