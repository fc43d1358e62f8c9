import { useTranslate } from 'react-admin';
import { BackToDashboard, RetryButton } from './AccountLinks';
import { StatusPage } from './AccountFrame';

/**
 * /pages/error-500: "Error Server" and "An Unexpected Error Has Occurred" (SPEC §8). Try again loads the
 * page the visitor was sent from (router state `from`), or reloads this one.
 */
export function ServerError() {
  const translate = useTranslate();
  return (
    <StatusPage
      code="500"
      title={translate('errors.server')}
      message={translate('errors.unexpected')}
      detail={translate('account.serverError.message')}
      actions={
        <>
          <RetryButton />
          <BackToDashboard variant="outlined" />
        </>
      }
    />
  );
}
