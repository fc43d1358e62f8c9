import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OutlinedField } from '../widgets/OutlinedField';

/** A 6-digit code of the authenticator, spaces let through. */
export const isTotpCode = (typed: string) => /^\d{6}$/.test(typed.replace(/\s+/g, ''));
/** A recovery code, `XXXXX-XXXXX` (dashes and spaces let through, any case). */
export const isRecoveryCode = (typed: string) =>
  /^[0-9A-HJKMNP-TV-Z]{10}$/.test(typed.replace(/[\s-]+/g, '').toUpperCase());

/** The QR code for the authenticator app and, under it, the setup key for typing. */
export function SetupCode({ setup }: { setup: { secret: string; qr: string } }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <Typography variant="body2" sx={{ alignSelf: 'stretch' }}>
        {translate('twoFactor.scan')}
      </Typography>
      <Box
        component="img"
        src={setup.qr}
        alt={translate('twoFactor.qrAlt')}
        sx={{ width: 200, height: 200, imageRendering: 'pixelated', bgcolor: '#fff' }}
      />
      <OutlinedField
        label={translate('twoFactor.orType')}
        value={setup.secret}
        size="small"
        inputProps={{ readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } }}
        onFocus={(e) => e.target.select()}
      />
    </Box>
  );
}

/** The code typed at the sign-in or to confirm a setup: one-time code for the browser and the phone. */
export function CodeField({
  label,
  value,
  onChange,
  error,
  recovery = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** A recovery code may be typed too (letters). */
  recovery?: boolean;
}) {
  return (
    <OutlinedField
      label={label}
      value={value}
      onChange={onChange}
      autoComplete="one-time-code"
      autoFocus
      required
      error={!!error}
      helperText={error ?? ' '}
      inputProps={{ inputMode: recovery ? 'text' : 'numeric', maxLength: recovery ? 20 : 7 }}
    />
  );
}

/** The recovery codes, shown once, with a button that copies them. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {translate('twoFactor.codesBody')}
      </Typography>
      <Box
        component="ul"
        aria-label={translate('twoFactor.codesTitle')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          p: 1.5,
          m: 0,
          listStyle: 'none',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Button
        size="small"
        startIcon={<ContentCopyIcon />}
        sx={{ mt: 1 }}
        onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true))}
      >
        {translate(copied ? 'twoFactor.copied' : 'twoFactor.copy')}
      </Button>
    </Box>
  );
}
