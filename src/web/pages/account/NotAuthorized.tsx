import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { BackToDashboard } from './AccountLinks';
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
          <BackToDashboard variant="contained" />
          <Button variant="outlined" onClick={() => logout()} startIcon={<LogoutIcon />}>
            {translate('account.notAuthorized.switchUser')}
          </Button>
        </>
      }
    />
  );
}
