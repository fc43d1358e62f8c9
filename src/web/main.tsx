import { LOGIN_PATH, openWhenSignedOut, RATING_PAGE, SUPPORT_LOGIN_PATH } from '../core/routes';
import { openConsole, render } from './boot';
import { LoginApp } from './LoginApp';
import { getToken, refreshSession, signedIn } from './session';

// A stored session is renewed as the console opens (SPEC §7); a failure here is only logged, and the
// first call that needs the token deals with it.
if (getToken())
  void refreshSession().then((ok) => {
    if (!ok) console.warn('token renewal at start-up failed');
  });

const path = window.location.pathname.replace(/^\/office/, '').replace(/\/+$/, '');

// The sign-in page opens on its own, and so does a signed-out visit to any page behind sign-in (the
// page asked for is kept for after signing in); every other address loads the whole console.
const rating = RATING_PAGE.exec(path);
if (rating)
  // A guest's rating page opens on its own, without sign-in or the console.
  void import('./rating/RatingApp').then(({ RatingApp }) => render(<RatingApp token={rating[1]!} />));
else if (path === LOGIN_PATH || path === SUPPORT_LOGIN_PATH) render(<LoginApp />);
else if (!signedIn() && !openWhenSignedOut(path)) {
  const wanted = path === '' || path === '/dashboard' ? undefined : `${path}${window.location.search}`;
  // react-router keeps a location's state under `usr` in the history entry.
  window.history.replaceState({ usr: wanted ? { nextPathname: wanted } : null }, '', `/office${LOGIN_PATH}`);
  render(<LoginApp />);
} else void openConsole(`${path}${window.location.search}${window.location.hash}`);
