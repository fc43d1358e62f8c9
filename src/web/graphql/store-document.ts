import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { graphqlCall } from './client';

/** A store document as its page edits it. */
export interface StoredDocument<Document> {
  layout: Document;
  /** False while the store has the default document, never saved. */
  saved: boolean;
}

/**
 * Loading and saving a store document (the POS menu layout, the receipt layout): one operation reads
 * it, one saves it whole, and both answer it under `layout`, turned into what the page edits.
 */
export function storeDocumentApi<Answer, Saved, Input>(operations: {
  read: DocumentTypeDecoration<{ layout: Answer }, Record<string, never>>;
  save: DocumentTypeDecoration<{ layout: Answer }, { layout: Input }>;
  toSaved: (answer: Answer) => Saved;
}) {
  type SaveOperation = DocumentTypeDecoration<{ layout: Answer }, { layout: Input }>;
  // The save's variables are always given; a generic document does not tell `graphqlCall` so by itself.
  const call = graphqlCall as (
    document: SaveOperation,
    variables: { layout: Input },
  ) => Promise<{ layout: Answer }>;
  return {
    load: async (): Promise<Saved> => operations.toSaved((await graphqlCall(operations.read)).layout),
    save: async (layout: Input): Promise<Saved> =>
      operations.toSaved((await call(operations.save, { layout })).layout),
  };
}
