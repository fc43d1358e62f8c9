import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { operationAllowed } from '../../../core/permissions';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { useStoredUser } from '../../session';

const storeInfo = resourceByName('store-info');
const orderType = resourceByName('order-type');
const ONLINE = { olo: true, status: 'active' };

/** The order types offered online now, by name, and the way to the list that changes them. */
function OnlineOrderTypes() {
  const translate = useTranslate();
  const { data, isPending } = useGetList(adminResourceName(orderType), {
    filter: ONLINE,
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 50 },
  });
  const filter = encodeURIComponent(JSON.stringify({ olo: true }));
  return (
    <Box component="section" aria-labelledby="store-settings-order-types" sx={{ mt: 2 }}>
      <Typography id="store-settings-order-types" variant="subtitle1" component="h2">
        {translate('storeSettings.orderTypes.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('storeSettings.orderTypes.help')}
      </Typography>
      {!isPending && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }} role="list">
          {(data ?? []).length === 0 ? (
            <Typography variant="body2" role="listitem">
              {translate('storeSettings.orderTypes.none')}
            </Typography>
          ) : (
            (data ?? []).map((t) => <Chip key={t.id} label={String(t.name)} role="listitem" />)
          )}
        </Stack>
      )}
      <Button component={Link} to={`/${adminResourceName(orderType)}?filter=${filter}`} variant="outlined">
        {translate('storeSettings.orderTypes.link')}
      </Button>
    </Box>
  );
}

/**
 * What online ordering also reads but keeps on other pages, each in one place: the pickup and delivery
 * hours in Store info's opening hours, and the order types offered online on each order type. Shown
 * with a way there to whom may open it.
 */
export function SettingsElsewhere() {
  const translate = useTranslate();
  const user = useStoredUser();
  const hours = !!user && operationAllowed(user, storeInfo);
  const types = !!user && operationAllowed(user, orderType);
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Box component="section" aria-labelledby="store-settings-hours">
          <Typography id="store-settings-hours" variant="subtitle1" component="h2">
            {translate('storeSettings.hours.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('storeSettings.hours.help')}
          </Typography>
          {hours && (
            <Button component={Link} to={`/${adminResourceName(storeInfo)}`} variant="outlined">
              {translate('storeSettings.hours.link')}
            </Button>
          )}
        </Box>
        {types ? (
          <OnlineOrderTypes />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('storeSettings.orderTypes.help')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
