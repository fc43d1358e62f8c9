import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { SessionData } from '../../session';
import { postJson, type ErrorBody } from './api';
import { SubmitButton } from './AccountForm';
import type { TwoFactorChallenge } from '../../two-factor/challenge';
import { CodeField, isRecoveryCode, isTotpCode, RecoveryCodes, SetupCode } from '../../two-factor/parts';

type Answer = { data?: SessionData & { recoveryCodes?: string[] } } & ErrorBody;

/**
 * The step after the password: the code of the authenticator app (or a recovery code); or, when the
 * store asks for two-factor sign-in and the user has none yet, its setup, then the recovery codes.
 * `onSession` gets the session once the code is right (and the recovery codes were seen).
 */
export function SignInCode({
  challenge,
  onSession,
  onBack,
}: {
  challenge: TwoFactorChallenge;
  onSession: (data: SessionData) => Promise<void> | void;
  onBack: () => void;
}) {
  const translate = useTranslate();
  const enrol = challenge.twoFactor === 'enrol';
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ session: SessionData; codes: string[] } | null>(null);

  const failure = (status: number, body: ErrorBody | null) =>
    translate(status === 0 ? 'login.failed' : (body?.key ?? 'login.failed'));

  useEffect(() => {
    if (!enrol) return;
    void postJson<{ data?: { secret: string; qr: string } } & ErrorBody>('/api/auth/login/two-factor/setup', {
      challenge: challenge.challenge,
    }).then((r) => (r.ok && r.body?.data ? setSetup(r.body.data) : setError(failure(r.status, r.body))));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enrol, challenge.challenge]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = enrol ? isTotpCode(code) : isTotpCode(code) || isRecoveryCode(code);
    if (!ok)
      return setFieldError(translate(enrol ? 'twoFactor.codeFormat' : 'twoFactor.codeOrRecoveryFormat'));
    setFieldError(null);
    setError(null);
    setBusy(true);
    const r = await postJson<Answer>('/api/auth/login/two-factor', {
      challenge: challenge.challenge,
      code: code.trim(),
    });
    const data = r.ok ? r.body?.data : undefined;
    if (data?.accessToken) {
      if (data.recoveryCodes) {
        const { recoveryCodes, ...session } = data;
        setDone({ session, codes: recoveryCodes });
        setBusy(false);
      } else await onSession(data);
      return;
    }
    setBusy(false);
    setCode('');
    setError(failure(r.status, r.body));
  }

  if (done)
    return (
      <Box>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('twoFactor.codesTitle')}
        </Typography>
        <RecoveryCodes codes={done.codes} />
        <Button
          variant="contained"
          fullWidth
          size="large"
          sx={{ mt: 2 }}
          onClick={() => void onSession(done.session)}
        >
          {translate('twoFactor.continue')}
        </Button>
      </Box>
    );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(enrol ? 'twoFactor.enrolStepTitle' : 'twoFactor.codeStepTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(enrol ? 'twoFactor.enrolStepBody' : 'twoFactor.codeStepBody')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {enrol && setup && (
        <>
          <SetupCode setup={setup} />
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {translate('twoFactor.enterCode')}
          </Typography>
        </>
      )}
      {(!enrol || setup) && (
        <>
          <CodeField
            label={translate(enrol ? 'twoFactor.code' : 'twoFactor.codeOrRecovery')}
            value={code}
            onChange={setCode}
            error={fieldError}
            recovery={!enrol}
          />
          <SubmitButton busy={busy} label={translate(enrol ? 'twoFactor.confirm' : 'twoFactor.verify')} />
        </>
      )}
      <Button fullWidth sx={{ mt: 1 }} onClick={onBack}>
        {translate('twoFactor.back')}
      </Button>
    </Box>
  );
}
