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
  const { App } = await import('./App');
  window.history.replaceState(null, '', `/office${path}`);
  render(<App />);
}
