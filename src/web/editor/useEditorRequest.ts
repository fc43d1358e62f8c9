import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorNotice } from '../graphql/client';

/**
 * An editor's request to the server (a save, a reset): `busy` while it is on its way, and a refusal
 * shown as "Error of <entity>: …" (`errorEntity`: the i18n key of the entity). `refuse` shows one the
 * editor finds itself, before asking.
 */
export function useEditorRequest(errorEntity: string) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const refuse = useCallback(
    (error: unknown) => notify(errorNotice(translate, errorEntity, error), { type: 'error' }),
    [translate, notify, errorEntity],
  );
  /** Sends `request`; when it fails, `failed` runs before the refusal shows. */
  const run = async (request: () => Promise<void>, failed?: () => void) => {
    setBusy(true);
    try {
      await request();
    } catch (error) {
      failed?.();
      refuse(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run, refuse };
}
