import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ANALYTICS_PATH } from '../../../core/routes';
import { StatusPage } from './AccountFrame';

/** /pages/not-authorized: where a user without access to a page lands (SPEC §6). */
export function NotAuthorized() {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <StatusPage
      code="401"
      title={translate('account.notAuthorized.title')}
      detail={translate('account.notAuthorized.message')}
      actions={
        <>
          <Button variant="contained" component={Link} to={ANALYTICS_PATH} startIcon={<ArrowBackIcon />}>
            {translate('account.actions.backToDashboard')}
          </Button>
          <Button variant="outlined" onClick={() => logout()} startIcon={<LogoutIcon />}>
            {translate('account.notAuthorized.switchUser')}
          </Button>
        </>
      }
    />
  );
}
