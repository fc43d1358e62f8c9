import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { getToken, refreshSession } from './session';

// A stored session is renewed as the console opens (SPEC §7); a failure here is only logged, and the
// first call that needs the token deals with it.
if (getToken())
  void refreshSession().then((ok) => {
    if (!ok) console.warn('token renewal at start-up failed');
  });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
