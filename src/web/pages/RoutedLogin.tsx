import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Login } from './Login';

/** The sign-in page inside the console: the page asked for comes from the router's state, links go through it. */
export function RoutedLogin({ support = false }: { support?: boolean }) {
  const location = useLocation();
  const nextPathname = (location.state as { nextPathname?: string } | null)?.nextPathname;
  return <Login support={support} nextPathname={nextPathname} router={RouterLink} />;
}
