import ConstructionIcon from '@mui/icons-material/Construction';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { retry, StatusPage } from './AccountShell';

/** /pages/maintenance: the store is under maintenance; try again later. */
export function Maintenance() {
  const translate = useTranslate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return (
    <StatusPage
      code={<ConstructionIcon fontSize="inherit" />}
      title={translate('account.maintenance.title')}
      message={translate('account.maintenance.message')}
      detail={translate('account.maintenance.detail')}
      actions={
        <Button variant="contained" onClick={() => retry(from)} startIcon={<RefreshIcon />}>
          {translate('account.actions.retry')}
        </Button>
      }
    />
  );
}
