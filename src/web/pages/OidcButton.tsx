import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { Alert, Button, CircularProgress, Divider } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OidcConfig } from '../oidc';
import { oidcConfig } from '../oidcConfig';

/** "Sign in with your organization", shown only when an identity provider is set up. */
export function OidcButton() {
  const translate = useTranslate();
  const [config, setConfig] = useState<OidcConfig | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void oidcConfig().then((c) => {
      if (live) setConfig(c);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!config) return null;

  async function start(cfg: OidcConfig) {
    setBusy(true);
    setFailed(false);
    try {
      const { startOidcSignIn } = await import('../oidc');
      await startOidcSignIn(cfg);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <>
      <Divider sx={{ my: 2 }}>{translate('oidc.or')}</Divider>
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translate('oidc.unavailable')}
        </Alert>
      )}
      <Button
        type="button"
        variant="outlined"
        fullWidth
        size="large"
        startIcon={busy ? <CircularProgress size={20} color="inherit" /> : <CorporateFareIcon />}
        disabled={busy}
        onClick={() => void start(config)}
      >
        {translate('oidc.signIn')}
      </Button>
    </>
  );
}
