import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

let root: Root | undefined;

/** Shows `app` in the page's root element. */
export function render(app: ReactNode): void {
  root ??= createRoot(document.getElementById('root')!);
  root.render(<StrictMode>{app}</StrictMode>);
}

/** Replaces whatever is shown by the whole console, at `path` (under /office), without reloading the page. */
export async function openConsole(path: string): Promise<void> {
  // versionStore (SPEC §7) asked beside the console's code, for a signed-in visit.
  if (localStorage.getItem('storeId')) void import('./versionStore').then((m) => m.versionCheck(path));
  const { App } = await import('./App');
  // A status page's way back (router state `from`) survives the reload that showed it.
  const from = (window.history.state as { usr?: { from?: unknown } } | null)?.usr?.from;
  window.history.replaceState(typeof from === 'string' ? { usr: { from } } : null, '', `/office${path}`);
  render(<App />);
}
