import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { formatMoney, formatTime, zonedWallTime } from '../../../core/formats';
import { nextStep, type OnlineStatus, type OnlineStep } from '../../../core/online-orders';
import { errorMessage } from '../../graphql/client';
import { useStoreSettings } from '../../store/settings';
import { markOnlineOrder, type MonitorCheck, type Status } from './api';

const CHIP_COLOR: Record<Status, 'info' | 'success' | 'error'> = {
  open: 'info',
  closed: 'success',
  voided: 'error',
};

const ONLINE_COLOR: Record<OnlineStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  received: 'default',
  preparing: 'info',
  ready: 'warning',
  completed: 'success',
  cancelled: 'error',
};

/** An online order's progress, and its next step as a button (none once completed or cancelled). */
function OnlineProgress(props: {
  check: MonitorCheck & { online_status: OnlineStatus };
  onMarked: (number: number, status: OnlineStep) => void;
}) {
  const { check, onMarked } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const step = nextStep(check.online_status);
  const mark = useMutation({
    mutationFn: (status: OnlineStep) => markOnlineOrder(check.id, status),
    onSuccess: (progress) => onMarked(progress.number, progress.status as OnlineStep),
    onError: (e) => notify(errorMessage(translate, e), { type: 'error' }),
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('orderMonitor.onlineStatus')}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        color={ONLINE_COLOR[check.online_status]}
        data-online-status={check.online_status}
        label={translate(`orderMonitor.onlineStatuses.${check.online_status}`)}
      />
      {step && (
        <Button
          size="small"
          variant="contained"
          sx={{ ml: 'auto' }}
          disabled={mark.isPending}
          aria-label={translate('orderMonitor.stepLabel', {
            step: translate(`orderMonitor.steps.${step}`),
            number: check.number,
          })}
          onClick={() => mark.mutate(step)}
        >
          {translate(`orderMonitor.steps.${step}`)}
        </Button>
      )}
    </Stack>
  );
}

/**
 * One check: its number, time, status and what it holds; a check just recorded is highlighted. An
 * online order shows its progress and the button of its next step.
 */
export function CheckCard({
  check,
  fresh,
  onMarked,
}: {
  check: MonitorCheck;
  fresh: boolean;
  onMarked: (number: number, status: OnlineStep) => void;
}) {
  const translate = useTranslate();
  const { hourFormat, currencySymbol, timeZone } = useStoreSettings();
  const wall = zonedWallTime(check.opened_at, timeZone);
  const money = (cents: number) => formatMoney(cents / 100, currencySymbol);
  const details: [string, string][] = [
    ['orderType', check.order_type_name],
    ['table', check.table_name ?? translate('orderMonitor.noTable')],
    ['server', check.server_name],
    ['guests', String(check.guests)],
    ['items', String(check.item_count)],
    ['paid', money(check.paid)],
    // An online order's guest and, for a delivery, where it goes.
    ...(check.guest_name ? [['guest', check.guest_name] as [string, string]] : []),
    ...(check.guest_phone ? [['phone', check.guest_phone] as [string, string]] : []),
    ...(check.delivery_address ? [['deliverTo', check.delivery_address] as [string, string]] : []),
  ];
  const title = translate('orderMonitor.check', { number: check.number });
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={title}
      data-check={check.number}
      sx={{
        listStyle: 'none',
        minWidth: 0,
        borderWidth: fresh ? 2 : 1,
        borderColor: fresh ? 'primary.main' : 'divider',
        bgcolor: fresh ? 'action.selected' : 'background.paper',
        transition: 'background-color 1s, border-color 1s',
      }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {check.source !== 'pos' && (
            <Chip size="small" variant="outlined" label={translate(`orderMonitor.sources.${check.source}`)} />
          )}
          {fresh && (
            <Chip size="small" color="primary" variant="outlined" label={translate('orderMonitor.new')} />
          )}
          <Chip
            size="small"
            color={CHIP_COLOR[check.status]}
            label={translate(`orderMonitor.statuses.${check.status}`)}
          />
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mt: 0.5 }}>
          <Typography color="text.secondary">
            {translate('orderMonitor.opened')}{' '}
            <Box component="time" dateTime={check.opened_at}>
              {wall ? formatTime(wall, hourFormat) : ''}
            </Box>
          </Typography>
          <Typography
            variant="h6"
            component="p"
            aria-label={`${translate('orderMonitor.total')} ${money(check.total)}`}
          >
            {money(check.total)}
          </Typography>
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, m: 0, mt: 1 }}
        >
          {details.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`orderMonitor.${key}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {check.online_status && (
          <OnlineProgress check={{ ...check, online_status: check.online_status }} onMarked={onMarked} />
        )}
      </CardContent>
    </Card>
  );
}
