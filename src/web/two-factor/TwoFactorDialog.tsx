import { Alert, CircularProgress, Box, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  ConfirmTwoFactorDocument,
  DisableTwoFactorDocument,
  StartTwoFactorDocument,
  TwoFactorStatusDocument,
} from '../../../generated/graphql-documents';
import { errorMessage, graphqlCall } from '../graphql/client';
import { DialogFrame } from '../widgets/DialogFrame';
import { CodeField, isTotpCode, RecoveryCodes, SetupCode } from './parts';

interface Status {
  enrolled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
  since?: string | null;
}

type Step =
  | { at: 'loading' }
  | { at: 'status'; status: Status; note?: string }
  | { at: 'setup'; setup: { secret: string; qr: string } }
  | { at: 'codes'; codes: string[] };

/**
 * The user menu's "Two-factor sign-in": its state; set up (QR code and key, a code to confirm, the
 * recovery codes once); or turned off with a current code, a recovery code or the password.
 */
export function TwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [step, setStep] = useState<Step>({ at: 'loading' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setStep({ at: 'loading' });
    setValue('');
    setError(null);
    setFieldError(null);
    graphqlCall(TwoFactorStatusDocument)
      .then((r) => setStep({ at: 'status', status: r.twoFactorStatus }))
      .catch((e: unknown) => setError(errorMessage(translate, e)));
  }, [open, translate]);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
      setValue('');
      setFieldError(null);
    } catch (e) {
      setError(errorMessage(translate, e));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step.at === 'status' && !step.status.enrolled)
      void run(async () =>
        setStep({ at: 'setup', setup: (await graphqlCall(StartTwoFactorDocument)).startTwoFactor }),
      );
    else if (step.at === 'status') {
      if (!value.trim()) return setFieldError(translate('twoFactor.keyRequired'));
      void run(async () => {
        const status = (await graphqlCall(DisableTwoFactorDocument, { key: value.trim() })).disableTwoFactor;
        setStep({ at: 'status', status, note: translate('twoFactor.turnedOff') });
      });
    } else if (step.at === 'setup') {
      if (!isTotpCode(value)) return setFieldError(translate('twoFactor.codeFormat'));
      void run(async () => {
        const codes = (await graphqlCall(ConfirmTwoFactorDocument, { code: value.replace(/\s+/g, '') }))
          .confirmTwoFactor;
        setStep({ at: 'codes', codes });
      });
    } else onClose();
  }

  const enrolled = step.at === 'status' && step.status.enrolled;
  const confirmLabel =
    step.at === 'setup'
      ? 'twoFactor.confirm'
      : step.at === 'codes'
        ? 'twoFactor.done'
        : enrolled
          ? 'twoFactor.turnOff'
          : 'twoFactor.setUp';
  return (
    <DialogFrame
      id="two-factor"
      open={open}
      onClose={step.at === 'codes' ? undefined : onClose}
      onSubmit={submit}
      fullWidth
      maxWidth="xs"
      title={translate(step.at === 'codes' ? 'twoFactor.codesTitle' : 'twoFactor.title')}
      error={error}
      busy={busy || step.at === 'loading'}
      danger={enrolled}
      cancel={{
        label: translate(step.at === 'codes' ? 'twoFactor.close' : 'twoFactor.cancel'),
        onClick: onClose,
      }}
      confirm={{ label: translate(confirmLabel) }}
    >
      {step.at === 'loading' && !error && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <CircularProgress aria-label={translate('twoFactor.title')} />
        </Box>
      )}
      {step.at === 'status' && (
        <>
          {step.note && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {step.note}
            </Alert>
          )}
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {translate('twoFactor.intro')}
          </Typography>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>
            {step.status.enrolled && step.status.since
              ? translate('twoFactor.statusOn', {
                  date: new Date(step.status.since).toLocaleDateString(locale),
                })
              : translate('twoFactor.statusOff')}
          </Typography>
          {step.status.enrolled && (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('twoFactor.codesLeft', { count: step.status.recoveryCodesLeft })}
              </Typography>
              {step.status.required && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {translate('twoFactor.required')}
                </Alert>
              )}
              <Typography variant="body2" sx={{ mb: 2 }}>
                {translate('twoFactor.turnOffBody')}
              </Typography>
              <TextField
                type="password"
                label={translate('twoFactor.key')}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                autoComplete="off"
                fullWidth
                error={!!fieldError}
                helperText={fieldError ?? ' '}
              />
            </>
          )}
        </>
      )}
      {step.at === 'setup' && (
        <>
          <SetupCode setup={step.setup} />
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {translate('twoFactor.enterCode')}
          </Typography>
          <CodeField
            label={translate('twoFactor.code')}
            value={value}
            onChange={setValue}
            error={fieldError}
          />
        </>
      )}
      {step.at === 'codes' && <RecoveryCodes codes={step.codes} />}
    </DialogFrame>
  );
}
