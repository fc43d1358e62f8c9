import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslate } from 'react-admin';
import { RetryButton } from './AccountLinks';
import { StatusPage } from './AccountFrame';

/** /pages/maintenance: the store is under maintenance; try again later. */
export function Maintenance() {
  const translate = useTranslate();
  return (
    <StatusPage
      code={<ConstructionIcon fontSize="inherit" />}
      title={translate('account.maintenance.title')}
      message={translate('account.maintenance.message')}
      detail={translate('account.maintenance.detail')}
      actions={<RetryButton />}
    />
  );
}
