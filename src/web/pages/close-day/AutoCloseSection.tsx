import { Link as MuiLink, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { operationAllowed } from '../../../core/permissions';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { storedUser } from '../../session';
import type { AutoClose } from './api';
import type { DayFormats } from './useDayFormats';

const STORE_INFO = resourceByName('store-info');

/** Whether the store closes its day by itself, when, and where that is set. */
export function AutoCloseSection({ setting, formats }: { setting: AutoClose; formats: DayFormats }) {
  const translate = useTranslate();
  const user = storedUser();
  const maySet = !!user && operationAllowed(user, STORE_INFO);
  return (
    <Paper component="section" aria-labelledby="close-day-auto" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="close-day-auto" variant="h6" component="h2">
        {translate('closeDay.autoClose.heading')}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {setting.enabled && setting.time
          ? translate('closeDay.autoClose.on', {
              time: formats.timeOfDay(setting.time),
              zone: setting.time_zone,
            })
          : translate('closeDay.autoClose.off')}
      </Typography>
      {setting.enabled && setting.next_run && (
        <Typography variant="body2" color="text.secondary">
          {translate('closeDay.autoClose.next', { when: formats.moment(setting.next_run) })}
        </Typography>
      )}
      {maySet && (
        <MuiLink
          component={Link}
          to={`/${adminResourceName(STORE_INFO)}`}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {translate('closeDay.autoClose.settings')}
        </MuiLink>
      )}
    </Paper>
  );
}
