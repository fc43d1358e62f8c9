import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { INVOICE_DOCUMENT_TYPES, isoDay, vendorInvoiceErrors } from '../../../core/invoices';
import { GraphqlCallError, errorMessage } from '../../graphql/client';
import { DialogFrame } from '../../widgets/DialogFrame';
import { MediaRefused } from '../../widgets/media/media';
import { checkDocument, createVendorInvoice, uploadDocument, type Invoice, type InvoiceChoices } from './api';

type Field = 'vendor_id' | 'paid_out_id' | 'number' | 'amount' | 'issued_on' | 'document_id';

/** Today on the user's own calendar, as `YYYY-MM-DD`. */
const localToday = () => isoDay(new Date(Date.now() - new Date().getTimezoneOffset() * 60_000));

/**
 * A vendor's invoice for a paid out whose reason requires one: the vendor, the reason, its number,
 * amount and day, and its document (a PDF or a photo), each checked here before anything is sent
 * and again by the server.
 */
export function UploadDialog({
  choices,
  onClose,
  onCreated,
}: {
  choices: InvoiceChoices;
  onClose: () => void;
  onCreated: (invoice: Invoice) => void;
}) {
  const translate = useTranslate();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({
    vendor_id: '',
    paid_out_id: '',
    number: '',
    amount: '',
    issued_on: localToday(),
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const fieldError = (f: Field) => (errors[f] ? { error: true, helperText: errors[f] } : {});

  const pick = (chosen: File | undefined) => {
    setFile(null);
    setErrors((e) => ({ ...e, document_id: undefined }));
    if (!chosen) return;
    try {
      checkDocument(chosen);
      setFile(chosen);
    } catch (err) {
      if (err instanceof MediaRefused)
        setErrors((e) => ({ ...e, document_id: translate(err.refusal.key, err.refusal.params) }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = {
      ...values,
      amount: values.amount === '' ? '' : Number(values.amount),
      document_id: file ? 'chosen' : '',
    };
    const found = vendorInvoiceErrors(input, localToday());
    const next: Partial<Record<Field, string>> = {};
    for (const e of found) next[e.field as Field] ??= translate(e.key, e.params ?? {});
    if (errors.document_id && file === null) next.document_id = errors.document_id;
    setErrors(next);
    if (Object.keys(next).length || !file) return;
    setBusy(true);
    try {
      const document_id = await uploadDocument(file);
      onCreated(await createVendorInvoice({ ...values, amount: Number(values.amount), document_id }));
    } catch (err) {
      if (err instanceof MediaRefused)
        setErrors({ document_id: translate(err.refusal.key, err.refusal.params) });
      else if (err instanceof GraphqlCallError && err.fieldErrors.length) {
        const server: Partial<Record<Field, string>> = {};
        for (const e of err.fieldErrors) server[e.field as Field] ??= translate(e.key, e.params ?? {});
        setErrors(server);
      } else setFailure(errorMessage(translate, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      id={id}
      open
      fullWidth
      maxWidth="sm"
      onClose={onClose}
      title={translate('invoices.upload.title')}
      text={translate('invoices.upload.text')}
      error={failure}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      cancel={{ label: translate('ra.action.cancel') }}
      confirm={{ label: translate('invoices.upload.save') }}
    >
      <Stack sx={{ gap: 2, mt: 1 }}>
        <TextField
          select
          required
          label={translate('invoices.fields.vendor')}
          value={values.vendor_id}
          onChange={set('vendor_id')}
          {...fieldError('vendor_id')}
        >
          {choices.vendors.map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {v.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          required
          label={translate('invoices.fields.paid_out')}
          value={values.paid_out_id}
          onChange={set('paid_out_id')}
          {...(errors.paid_out_id || choices.paidOuts.length
            ? fieldError('paid_out_id')
            : { helperText: translate('invoices.upload.noPaidOuts') })}
        >
          {choices.paidOuts.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.reason}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          label={translate('invoices.fields.number')}
          value={values.number}
          onChange={set('number')}
          {...fieldError('number')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            required
            fullWidth
            type="number"
            label={translate('invoices.fields.amount')}
            value={values.amount}
            onChange={set('amount')}
            slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
            {...fieldError('amount')}
          />
          <TextField
            required
            fullWidth
            type="date"
            label={translate('invoices.fields.issued_on')}
            value={values.issued_on}
            onChange={set('issued_on')}
            slotProps={{ inputLabel: { shrink: true } }}
            {...fieldError('issued_on')}
          />
        </Stack>
        <Stack sx={{ gap: 0.5 }}>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            hidden
            accept={INVOICE_DOCUMENT_TYPES.join(',')}
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <Button
            variant="outlined"
            onClick={() => fileInput.current?.click()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('invoices.upload.choose')}
          </Button>
          <Typography
            variant="body2"
            color={errors.document_id ? 'error' : 'text.secondary'}
            role={errors.document_id ? 'alert' : undefined}
          >
            {errors.document_id ?? (file ? file.name : translate('invoices.upload.hint', { megabytes: 5 }))}
          </Typography>
        </Stack>
      </Stack>
    </DialogFrame>
  );
}
