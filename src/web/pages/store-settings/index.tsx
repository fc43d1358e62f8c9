import { Alert, Box, Card } from '@mui/material';
import { EditBase, useNotify, useTranslate } from 'react-admin';
import { adminResourceName, resourceByName } from '../../../core/registry';
import onlineOrderingSettings from '../../entities/online-ordering-settings';
import { PageHeading } from '../../layout/PageFrame';
import { ResourceForm } from '../../resources/form';
import { currentStore } from '../../session';
import { SettingsElsewhere } from './SettingsElsewhere';

const settings = resourceByName('online-ordering-settings');

/**
 * /pages/store-settings (SPEC §2 Online Ordering): how the store sells online, one record of the
 * store's saved with its own rules (banners required while ordering is on), and a warning before
 * unsaved changes are lost. The hours and the order types offered online keep their own pages: this
 * one shows them and leads there.
 */
export default function StoreSettings() {
  const translate = useTranslate();
  const notify = useNotify();
  const store = currentStore();
  const onSuccess = () => notify(translate('storeSettings.saved'), { type: 'info' });
  return (
    <Box sx={{ minWidth: 0, maxWidth: 960 }}>
      <PageHeading i18n="storeSettings" introSx={{ mb: 2 }} />
      {store ? (
        <>
          <EditBase
            resource={adminResourceName(settings)}
            id={store.id}
            redirect={false}
            mutationMode="pessimistic"
            mutationOptions={{ onSuccess }}
          >
            {/* On a card as every edit page's form is. */}
            <Card>
              <ResourceForm r={settings} ui={onlineOrderingSettings} />
            </Card>
          </EditBase>
          <SettingsElsewhere />
        </>
      ) : (
        <Alert severity="warning">{translate('errors.selectStore')}</Alert>
      )}
    </Box>
  );
}
