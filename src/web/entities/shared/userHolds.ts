import { permissionOn } from '../../../core/permissions';
import { storedUser } from '../../session';

/** Whether the signed-in user holds `permission` of `module` (a support user holds every one). */
export function userHolds(module: string, permission: string): boolean {
  const user = storedUser();
  if (!user) return false;
  return user.support === true || permissionOn(user.job?.[0]?.modules ?? [], module, permission);
}
