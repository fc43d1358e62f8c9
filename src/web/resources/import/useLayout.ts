import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  columnLabel,
  importLayout,
  mapHeader,
  matchFields,
  messageLabel,
  type HeaderMapping,
  type ImportLayout,
} from '../../../core/import/layout';
import type { ImportAction, ImportMessage, LineError } from '../../../core/import/protocol';
import { inSentence, type Phrases } from '../../../core/messages';
import type { ResourceDef } from '../../../core/resource';
import en from '../../../../locales/en.json';
import es from '../../../../locales/es.json';

/** Headers are recognised in every language of the console, whichever one is shown. */
const LANGUAGES = { en: en as Phrases, es: es as Phrases };

/**
 * The import's columns for a resource, and how to name them in the language shown: the header
 * mapping of a file, each column's label, a line's error as a sentence.
 */
export function useImportLayout(r: ResourceDef) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const phrases = LANGUAGES[locale as keyof typeof LANGUAGES] ?? LANGUAGES.en;
  return useMemo(() => {
    const layout: ImportLayout = importLayout(r);
    const byId = new Map(layout.columns.map((c) => [c.id, c]));
    return {
      layout,
      /** Every column's header in the language shown, as the template offers them. */
      labels: () => layout.columns.map((c) => columnLabel(phrases, layout, c)),
      map: (header: readonly string[], action: ImportAction): HeaderMapping =>
        mapHeader(layout, header, Object.values(LANGUAGES), phrases, action),
      /** The header of a column of the layout, by its id (`prices.2.price` → "Price 2 price"). */
      column: (id: string) => {
        const c = byId.get(id);
        return c ? columnLabel(phrases, layout, c) : id;
      },
      /** A line's problem as a sentence: "The price description is required". */
      message: (e: LineError) => {
        const c = byId.get(e.field);
        const label = c ? messageLabel(phrases, layout, c) : e.field;
        return translate(e.key, { ...e.params, field: inSentence(label), Field: label });
      },
      refusal: (m: ImportMessage) => translate(m.key, m.params),
      /** What an update import matches records by, in a sentence ("name"); null when it cannot update. */
      matchedBy: (): string | null => {
        const fields = matchFields(r);
        if (!fields) return null;
        return fields
          .map((f) => {
            const c = byId.get(f);
            return c ? inSentence(messageLabel(phrases, layout, c)) : f;
          })
          .join(', ');
      },
    };
  }, [r, phrases, translate]);
}

export type ImportNames = ReturnType<typeof useImportLayout>;
