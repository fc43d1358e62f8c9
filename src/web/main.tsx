import { LOGIN_PATH, SUPPORT_LOGIN_PATH } from '../core/routes';
import { openConsole, render } from './boot';
import { LoginApp } from './LoginApp';
import { getToken, refreshSession } from './session';

// A stored session is renewed as the console opens (SPEC §7); a failure here is only logged, and the
// first call that needs the token deals with it.
if (getToken())
  void refreshSession().then((ok) => {
    if (!ok) console.warn('token renewal at start-up failed');
  });

const path = window.location.pathname.replace(/^\/office/, '').replace(/\/+$/, '');

// The sign-in page opens on its own; every other address loads the whole console.
if (path === LOGIN_PATH || path === SUPPORT_LOGIN_PATH) render(<LoginApp />);
else void openConsole(`${path}${window.location.search}${window.location.hash}`);
