import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateOnly, formatMoney, formatTimestamp } from '../../core/formats';
import {
  CheckDetailDocument,
  CheckVoidReasonsDocument,
  RefundPaymentDocument,
  VoidCheckDocument,
  VoidCheckItemDocument,
  type CheckDetailFieldsFragment,
} from '../../../generated/graphql-documents';
import { errorMessage, graphqlCall, GraphqlCallError } from '../graphql/client';
import { dateTimeFormats } from '../store/formats';
import { useStoreSettings } from '../store/settings';
import { DialogFrame } from '../widgets/DialogFrame';
import { ViewDialog } from '../widgets/ViewDialog';

export type CheckDetail = CheckDetailFieldsFragment;
type CheckLine = CheckDetail['items'][number];
type CheckPayment = CheckDetail['payments'][number];

const fetchDetail = async (id: string) => (await graphqlCall(CheckDetailDocument, { id })).checkDetail;

const fetchReasons = async () => (await graphqlCall(CheckVoidReasonsDocument)).checkVoidReasons;

/** What the confirm asks for: a void of a line or of the check, or a refund of a payment. */
type Action =
  { kind: 'voidLine'; line: CheckLine } | { kind: 'voidCheck' } | { kind: 'refund'; payment: CheckPayment };

/** Cents from what the user typed ("12.5", "12,50"); null when nothing or not an amount. */
function cents(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!clean || !/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/**
 * A ticket of the check report: its lines with modifiers and voids, totals, payments (last four digits
 * only) and refunds; voiding a line or the check and refunding a payment when the user may, each after
 * a confirm that asks for the reason (and the amount of a refund). `onChanged` refreshes the report.
 */
export function CheckDialog({
  checkId,
  onClose,
  onChanged,
}: {
  checkId: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const client = useQueryClient();
  const money = (c: number) => formatMoney(c / 100, settings.currencySymbol);
  const detail = useQuery({ queryKey: ['checkDetail', checkId], queryFn: () => fetchDetail(checkId) });
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const check = detail.data;
  const t = (key: string, params?: Record<string, unknown>) => translate(`reports.checks.${key}`, params);
  const done = (next: CheckDetail, key: string) => {
    client.setQueryData(['checkDetail', checkId], next);
    setAction(null);
    setNotice({ severity: 'success', text: t(key) });
    onChanged();
  };
  return (
    <ViewDialog
      id="check-dialog"
      onClose={onClose}
      maxWidth="md"
      fullWidth
      title={check ? t('dialog.title', { number: check.number }) : t('dialog.loading')}
      actions={
        <>
          {check?.can_void && (
            <Button color="error" onClick={() => setAction({ kind: 'voidCheck' })}>
              {t('dialog.void')}
            </Button>
          )}
          <Button onClick={onClose}>{t('dialog.close')}</Button>
        </>
      }
    >
      {detail.isPending && <LinearProgress aria-label={t('dialog.loading')} />}
      {detail.error && <Alert severity="error">{errorMessage(translate, detail.error)}</Alert>}
      {notice && (
        <Alert
          severity={notice.severity}
          sx={{ mb: 2 }}
          role={notice.severity === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </Alert>
      )}
      {check && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
            <Typography>{formatDateOnly(check.business_date, settings.dateFormat)}</Typography>
            {/* When it was opened and closed, on the store's clock and in its date and hour formats. */}
            <Typography data-testid="check-opened">
              {translate('reports.columns.opened')}:{' '}
              {formatTimestamp(check.opened_at, dateTimeFormats(settings))}
            </Typography>
            {check.closed_at && (
              <Typography data-testid="check-closed">
                {translate('reports.columns.closed')}:{' '}
                {formatTimestamp(check.closed_at, dateTimeFormats(settings))}
              </Typography>
            )}
            <Typography>
              {translate('reports.columns.server')}: {check.server_name}
            </Typography>
            <Typography>
              {translate('reports.columns.orderType')}: {check.order_type_name}
            </Typography>
            <Chip
              label={t(`status.${check.status}`)}
              color={check.status === 'voided' ? 'error' : 'default'}
              data-testid="check-status"
            />
          </Box>
          <Table size="small" aria-label={t('dialog.items')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('reports.columns.menuItem')}</TableCell>
                <TableCell align="right">{translate('reports.columns.quantity')}</TableCell>
                <TableCell align="right">{translate('reports.columns.amount')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {check.items.map((i) => (
                <TableRow key={i.id}>
                  <TableCell sx={i.voided ? { textDecoration: 'line-through' } : undefined}>
                    {i.name}
                    {i.modifiers.map((m) => (
                      <Typography key={m.name} variant="body2" color="text.secondary">
                        {m.quantity > 1 ? `${m.quantity} × ` : ''}
                        {m.name} {money(m.price)}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell align="right">{i.quantity}</TableCell>
                  <TableCell align="right">{money(i.gross)}</TableCell>
                  <TableCell align="right">
                    {i.voided ? (
                      <Chip size="small" label={i.void_reason_name ?? t('status.voided')} />
                    ) : (
                      check.can_void && (
                        <Button size="small" onClick={() => setAction({ kind: 'voidLine', line: i })}>
                          {t('dialog.voidLine')}
                        </Button>
                      )
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto auto',
              justifyContent: 'end',
              columnGap: 2,
              my: 2,
            }}
          >
            {(
              [
                ['subtotal', check.subtotal],
                ['discounts', check.discount],
                ['tax', check.tax],
                ['gratuities', check.gratuity],
                ['deliveryFees', check.delivery_fee],
                ['tips', check.tip],
                ['total', check.total],
              ] as const
            ).map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt">{translate(`reports.columns.${key}`)}</Typography>
                <Typography component="dd" sx={{ m: 0, textAlign: 'right' }} data-testid={`check-${key}`}>
                  {money(value)}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="subtitle1" component="h3">
            {t('dialog.payments')}
          </Typography>
          {check.payments.length === 0 && <Typography>{t('dialog.noPayments')}</Typography>}
          {check.payments.map((p) => (
            <Box
              key={p.id}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', py: 0.5 }}
              data-testid="check-payment"
            >
              <Typography sx={{ flex: 1 }}>
                {p.payment_name}
                {p.card_last_four ? ` · ${t('dialog.card', { last: p.card_last_four })}` : ''}
              </Typography>
              <Typography>{money(p.amount - p.change)}</Typography>
              <Typography color="text.secondary">{t('dialog.left', { amount: money(p.left) })}</Typography>
              {check.can_refund && p.left > 0 && (
                <Button size="small" onClick={() => setAction({ kind: 'refund', payment: p })}>
                  {t('dialog.refund')}
                </Button>
              )}
            </Box>
          ))}
          {check.refunds.length > 0 && (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                {t('dialog.refunds')}
              </Typography>
              {check.refunds.map((r) => (
                <Typography key={r.id} data-testid="check-refund">
                  {r.payment_name}: {money(r.amount)} — {r.reason}
                  {r.employee ? ` (${r.employee})` : ''}
                </Typography>
              ))}
            </>
          )}
        </>
      )}
      {check && action && (
        <ConfirmAction check={check} action={action} onCancel={() => setAction(null)} onDone={done} />
      )}
    </ViewDialog>
  );
}

function ConfirmAction({
  check,
  action,
  onCancel,
  onDone,
}: {
  check: CheckDetail;
  action: Action;
  onCancel: () => void;
  onDone: (next: CheckDetail, key: string) => void;
}) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const t = (key: string, params?: Record<string, unknown>) => translate(`reports.checks.${key}`, params);
  const isVoid = action.kind !== 'refund';
  const reasons = useQuery({ queryKey: ['checkVoidReasons'], queryFn: fetchReasons, enabled: isVoid });
  const [reasonId, setReasonId] = useState('');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = reasons.data?.find((r) => r.id === reasonId);
  const askPin = isVoid && !!chosen?.manager_approval && !check.is_manager;
  const title =
    action.kind === 'voidLine'
      ? t('confirm.voidLine', { name: action.line.name })
      : action.kind === 'voidCheck'
        ? t('confirm.voidCheck', { number: check.number })
        : t('confirm.refund', { payment: action.payment.payment_name });
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const approver_pin = pin.trim() || null;
      if (action.kind === 'refund') {
        const typed = cents(amount);
        if (amount.trim() && typed === null) throw new GraphqlCallError('reports.checks.errors.badAmount');
        const r = await graphqlCall(RefundPaymentDocument, {
          id: action.payment.id,
          amount: typed,
          reason,
          pin: approver_pin,
        });
        onDone(r.refundPayment, 'done.refund');
      } else if (action.kind === 'voidLine') {
        const r = await graphqlCall(VoidCheckItemDocument, {
          id: check.id,
          line: action.line.line,
          reason: reasonId,
          pin: approver_pin,
        });
        onDone(r.voidCheckItem, 'done.voidLine');
      } else {
        const r = await graphqlCall(VoidCheckDocument, { id: check.id, reason: reasonId, pin: approver_pin });
        onDone(r.voidCheck, 'done.voidCheck');
      }
    } catch (e) {
      setError(
        errorMessage(
          translate,
          e,
          isVoid ? 'reports.checks.errors.voidFailed' : 'reports.checks.errors.refundFailed',
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      id="check-confirm"
      open
      onClose={onCancel}
      maxWidth="xs"
      fullWidth
      title={title}
      error={error}
      contentProps={{ sx: { display: 'grid', gap: 2, pt: '8px !important' } }}
      cancel={{ label: t('confirm.cancel') }}
      confirm={{
        label: isVoid ? t('dialog.void') : t('dialog.refund'),
        onClick: () => void submit(),
        disabled: isVoid && !reasonId,
      }}
      danger={isVoid}
      busy={busy}
    >
      {isVoid ? (
        <TextField
          select
          label={t('confirm.reason')}
          value={reasonId}
          onChange={(e) => setReasonId(e.target.value)}
        >
          {(reasons.data ?? []).map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <>
          <Typography>
            {t('dialog.left', { amount: formatMoney(action.payment.left / 100, settings.currencySymbol) })}
          </Typography>
          <TextField
            label={t('confirm.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputProps={{ inputMode: 'decimal' }}
          />
          <TextField label={t('confirm.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
        </>
      )}
      {(askPin || !isVoid) && (
        <TextField
          label={t('confirm.pin')}
          helperText={askPin ? t('confirm.pinNeeded') : t('confirm.pinOptional')}
          type="password"
          value={pin}
          onChange={(e) => setPin(e.target.value)}
          inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
        />
      )}
    </DialogFrame>
  );
}
