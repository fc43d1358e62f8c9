import { useCallback, useState } from 'react';
import type { HeaderMapping } from '../../../core/import/layout';
import type { ImportAction, ImportMessage, ImportMode, ImportResult } from '../../../core/import/protocol';
import type { ResourceDef } from '../../../core/resource';
import { previewFile, PreviewRefused, type Preview } from './preview';
import { ImportRefused, sendImport, type Progress } from './upload';
import type { ImportNames } from './useLayout';

/** Where an import stands: each step replaces the one before. */
export type ImportState =
  | { step: 'choose'; refusal?: ImportMessage }
  | { step: 'reading'; file: File }
  | { step: 'preview'; file: File; preview: Preview; mapping: HeaderMapping; refusal?: ImportMessage }
  | {
      step: 'running';
      file: File;
      preview: Preview;
      mapping: HeaderMapping;
      mode: ImportMode;
      progress?: Progress;
    }
  | { step: 'checked'; file: File; preview: Preview; mapping: HeaderMapping; result: ImportResult }
  | { step: 'done'; result: ImportResult };

type Loaded = Extract<ImportState, { step: 'preview' }>;

/**
 * The steps of an import: a file chosen and previewed in the browser, checked on the server, then
 * imported whole or its valid lines only. `action` says whether its lines create records or update
 * those they match; choosing another after a check asks for a new check. `onImported` runs once
 * records were written.
 */
export function useImport(r: ResourceDef, names: ImportNames, onImported: (result: ImportResult) => void) {
  const [state, setState] = useState<ImportState>({ step: 'choose' });
  const [action, setAction] = useState<ImportAction>('create');

  const chooseAction = useCallback(
    (next: ImportAction) => {
      setAction(next);
      setState((s) =>
        s.step === 'checked' || s.step === 'preview'
          ? { step: 'preview', file: s.file, preview: s.preview, mapping: names.map(s.preview.header, next) }
          : s,
      );
    },
    [names],
  );

  const choose = useCallback(
    async (file: File) => {
      setState({ step: 'reading', file });
      try {
        const preview = await previewFile(file);
        setState({ step: 'preview', file, preview, mapping: names.map(preview.header, action) });
      } catch (e) {
        setState({
          step: 'choose',
          refusal: e instanceof PreviewRefused ? e.refusal : { key: 'import.errors.format' },
        });
      }
    },
    [names, action],
  );

  const run = useCallback(
    async ({ file, preview, mapping }: Omit<Loaded, 'step' | 'refusal'>, mode: ImportMode) => {
      const loaded = { file, preview, mapping };
      setState({ step: 'running', ...loaded, mode });
      try {
        const result = await sendImport(r, file, mode, action, (progress) =>
          setState({ step: 'running', ...loaded, mode, progress }),
        );
        if (mode === 'check') setState({ step: 'checked', ...loaded, result });
        else {
          setState({ step: 'done', result });
          if (result.imported) onImported(result);
        }
      } catch (e) {
        const refusal = e instanceof ImportRefused ? e.refusal : { key: 'errors.unexpected' };
        setState({ step: 'preview', ...loaded, refusal });
      }
    },
    [r, action, onImported],
  );

  const reset = useCallback(() => setState({ step: 'choose' }), []);

  return { state, action, chooseAction, choose, run, reset };
}
