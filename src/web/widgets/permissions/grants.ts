import { usePermissions } from 'react-admin';
import { jobAssignmentRefusal, type Grantor } from '../../../core/grants';
import type { JobModule } from '../../../core/permissions';
import type { ResourceDef } from '../../../core/resource';
import type { StoredUser } from '../../session';

/** What the signed-in user may grant, from the user data the server sent at sign-in (and pushes on change). */
export function useGrantor(): Grantor | null {
  const { permissions } = usePermissions<StoredUser | null>();
  if (!permissions) return null;
  return {
    modules: permissions.job?.[0]?.modules ?? [],
    jobIds: permissions.jobIds ?? [],
    unrestricted: permissions.support === true || permissions.owner === true,
  };
}

/**
 * For a reference input whose records grant permissions (jobs): the records the user may not
 * give someone are shown disabled. Undefined for any other reference.
 */
export function useAssignableOption(target: ResourceDef): ((choice: unknown) => boolean) | undefined {
  const grantor = useGrantor();
  const permissionsField = target.fields.find((f) => f.widget === 'permissions');
  if (!permissionsField || !grantor || grantor.unrestricted) return undefined;
  return (choice) => {
    const record = choice as Record<string, unknown>;
    const refused = jobAssignmentRefusal(grantor, {
      name: String(record.name ?? ''),
      modules: (record[permissionsField.name] as JobModule[] | undefined) ?? [],
    });
    return refused !== null;
  };
}
