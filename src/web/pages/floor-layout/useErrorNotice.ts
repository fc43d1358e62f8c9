import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { messageOf } from './api';

/** Shows a refusal as the spec titles it: "Error of area: …" or "Error of table: …". */
export function useErrorNotice() {
  const translate = useTranslate();
  const notify = useNotify();
  return useCallback(
    (entity: 'area' | 'table', error: unknown) => {
      const title = translate('errors.title', { entity: translate(`floorLayout.errorEntity.${entity}`) });
      notify(`${title}: ${messageOf(translate, error)}`, { type: 'error' });
    },
    [translate, notify],
  );
}
