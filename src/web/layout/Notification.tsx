import { useMediaQuery, type Theme } from '@mui/material';
import { Notification as RaNotification } from 'react-admin';
import spec from '../../core/limits';

/**
 * Notifications, server errors included, stay for 2.5 s (SPEC §8). On a phone a form's action bar
 * (Save, Delete) runs along the bottom of the screen, so they show at the top there and never cover
 * it; on a wider screen they keep react-admin's place at the bottom.
 */
export function Notification() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <RaNotification
      autoHideDuration={spec.notificationMs}
      anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}
    />
  );
}
