import { Alert, Card, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../core/routes';
import { afterLoginPath, storeSession } from '../providers/authProvider';
import { oidcConfig } from '../oidcConfig';
import { PageFrame } from './account/AccountFrame';

/**
 * /callback: where the identity provider sends the browser back. The code becomes a console session,
 * and the console opens; in the hidden frame of a silent renewal, the answer goes to the parent page.
 */
export function OidcCallback() {
  const translate = useTranslate();
  const [error, setError] = useState<{ key: string; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const cfg = await oidcConfig();
      if (!cfg)
        throw Object.assign(new Error('No identity provider is set up'), { key: 'oidc.notConfigured' });
      const oidc = await import('../oidc');
      if (oidc.inSilentFrame()) return oidc.completeSilentRenew(cfg);
      const { data } = await oidc.completeOidcSignIn(cfg);
      if (!live) return;
      storeSession(data);
      window.location.assign(`/office${afterLoginPath(data.userData)}`);
    })().catch((err: unknown) => {
      if (!live) return;
      const key = err instanceof Error && 'key' in err ? String(err.key) : 'oidc.failed';
      setError({ key, message: err instanceof Error ? err.message : String(err) });
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <PageFrame languages={false}>
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={3}>
        <CardContent sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
          {error ? (
            <>
              <Alert severity="error" role="alert" sx={{ width: '100%' }}>
                {translate(error.key, { _: translate('oidc.failed') })}
              </Alert>
              <Link component={RouterLink} to={LOGIN_PATH}>
                {translate('oidc.backToLogin')}
              </Link>
            </>
          ) : (
            <>
              <CircularProgress aria-label={translate('oidc.signingIn')} />
              <Typography role="status">{translate('oidc.signingIn')}</Typography>
            </>
          )}
        </CardContent>
      </Card>
    </PageFrame>
  );
}
