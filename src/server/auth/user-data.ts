import { MODULE_CODES } from '../../core/modules.js';

/**
 * `userData` as the login response carries it (SPEC §3 "Logged-in user"). Until jobs exist, a
 * store member holds one job with every office module on.
 */
export function userData(user: Record<string, unknown>, role: string) {
  return {
    uid: user.id,
    displayName: user.display_name,
    email: user.email,
    photoURL: null,
    providerId: 'password',
    status: user.status,
    userRole: role,
    support: user.support,
    job: [
      {
        name: 'Owner',
        modules: MODULE_CODES.map((code) => ({ code, status: true, permissions: [] })),
      },
    ],
  };
}
