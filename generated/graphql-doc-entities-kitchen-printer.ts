// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, PrintKitchenPrinterSampleReceiptMutation, PrintKitchenPrinterSampleReceiptMutationVariables, PrintKitchenPrinterTestPageMutation, PrintKitchenPrinterTestPageMutationVariables } from './graphql-documents.js';

export const PrintKitchenPrinterTestPageDocument = `
    mutation PrintKitchenPrinterTestPage($id: ID!, $language: String) {
  print: printKitchenPrinterTestPage(id: $id, language: $language) {
    queued
  }
}
    ` as unknown as TypedDocumentString<PrintKitchenPrinterTestPageMutation, PrintKitchenPrinterTestPageMutationVariables>;
export const PrintKitchenPrinterSampleReceiptDocument = `
    mutation PrintKitchenPrinterSampleReceipt($id: ID!, $language: String) {
  print: printKitchenPrinterSampleReceipt(id: $id, language: $language) {
    queued
  }
}
    ` as unknown as TypedDocumentString<PrintKitchenPrinterSampleReceiptMutation, PrintKitchenPrinterSampleReceiptMutationVariables>;
