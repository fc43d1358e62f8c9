import { Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { modulesOf } from './PermissionsInput';

/** The job list's column: how many modules are on, with their names on hover. */
export function ModulesOnField({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const modules = modulesOf(record[source]);
  const on = modules.filter((m) => m.status);
  const names = on.map((m) => translate(`permissions.modules.${m.code}`, { _: m.code })).join(', ');
  return (
    <Tooltip title={names} describeChild>
      <span>{translate('permissions.modulesOn', { on: on.length, total: modules.length })}</span>
    </Tooltip>
  );
}
