import { TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useLocale, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { SendSmtpTestEmailDocument } from '../../../../generated/graphql-documents';
import { errorMessage, graphqlCall } from '../../graphql/client';
import { DialogFrame } from '../../widgets/DialogFrame';

/**
 * Sends a test e-mail through an SMTP setting to the address asked for. A refusal shows in the
 * dialog: the spec's "Test email needs server and logon information", or the SMTP server's own answer
 * inside a sentence saying what failed (logon, TLS, connection, time-out).
 */
export function TestEmailDialog({ record, onClose }: { record: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale();
  const id = useId();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(`generalSettings.smtp.${key}`, params);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const { sendSmtpTestEmail: sent } = await graphqlCall(SendSmtpTestEmailDocument, {
        id: String(record.id),
        to: to.trim(),
        language: locale,
      });
      notify(t('sent', { to: sent.to, response: sent.response }), { type: 'success' });
      onClose();
    } catch (e) {
      setError(
        `${translate('errors.title', { entity: translate('entities.smtp-setting.errorName') })}: ${errorMessage(translate, e)}`,
      );
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
      title={t('testEmailFor', { name: record.name })}
      text={t('testEmailText', { sender: record.sender })}
      error={error}
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      cancel={{ label: translate('ra.action.cancel') }}
      confirm={{ label: t('send'), disabled: to.trim() === '' }}
    >
      <TextField
        label={t('recipient')}
        type="email"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        autoFocus
        fullWidth
        required
        autoComplete="email"
        slotProps={{ htmlInput: { autoCapitalize: 'off', spellCheck: false } }}
      />
    </DialogFrame>
  );
}
