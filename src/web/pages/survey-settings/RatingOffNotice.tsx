import { Alert, Button } from '@mui/material';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { operationAllowed } from '../../../core/permissions';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { currentStore, useStoredUser } from '../../session';

const CUSTOMER_SETTINGS = resourceByName('customer-settings');

/**
 * Said above the survey's settings while the store's rating system (General Settings → Customers) is
 * off: guests get no rating e-mail and their links are refused, whatever is set here. Whom may change
 * the switch gets a way to it. Read from the same record (and cache entry) as that tab.
 */
export function RatingOffNotice() {
  const translate = useTranslate();
  const user = useStoredUser();
  const storeId = currentStore()?.id ?? '';
  const { data } = useGetOne<RaRecord>(
    adminResourceName(CUSTOMER_SETTINGS),
    { id: storeId },
    { enabled: storeId !== '', retry: false },
  );
  if (!data || data.rating_system === true) return null;
  const mayChange = !!user && operationAllowed(user, CUSTOMER_SETTINGS);
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        mayChange ? (
          <Button color="inherit" size="small" component={Link} to="/pages/general-settings?tab=customers">
            {translate('survey.settings.ratingOffLink')}
          </Button>
        ) : undefined
      }
    >
      {translate('survey.settings.ratingOff')}
    </Alert>
  );
}
