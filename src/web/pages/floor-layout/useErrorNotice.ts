import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../graphql/client';

/** Shows a refusal as the spec titles it: "Error of area: …" or "Error of table: …". */
export function useErrorNotice() {
  const translate = useTranslate();
  const notify = useNotify();
  return useCallback(
    (entity: 'area' | 'table', error: unknown) => {
      const title = translate('errors.title', { entity: translate(`floorLayout.errorEntity.${entity}`) });
      notify(`${title}: ${errorMessage(translate, error)}`, { type: 'error' });
    },
    [translate, notify],
  );
}
