import type { OidcConfig } from './oidc';

let configRequest: Promise<OidcConfig | null> | null = null;

/** The identity provider the server is set up with, or null; read once per page load. */
export function oidcConfig(): Promise<OidcConfig | null> {
  configRequest ??= fetch('/api/config', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { data?: { oidc?: OidcConfig | null } };
      return body.data?.oidc ?? null;
    })
    .catch(() => {
      // Asked again next time: the server may have been briefly unreachable.
      configRequest = null;
      return null;
    });
  return configRequest;
}
