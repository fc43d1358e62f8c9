import { Notification as RaNotification } from 'react-admin';
import spec from '../../core/limits';

/** Notifications, server errors included, stay for 2.5 s (SPEC §8). */
export function Notification() {
  return <RaNotification autoHideDuration={spec.notificationMs} />;
}
