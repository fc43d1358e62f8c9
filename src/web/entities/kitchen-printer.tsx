import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, IconButton, useMediaQuery, type Theme } from '@mui/material';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { EntityUi } from '../resources/entities';
import {
  PrintKitchenPrinterSampleReceiptDocument,
  PrintKitchenPrinterTestPageDocument,
} from '../../../generated/graphql-documents';
import { errorNotice, graphqlCall } from '../graphql/client';

const PRINTING = {
  printKitchenPrinterTestPage: PrintKitchenPrinterTestPageDocument,
  printKitchenPrinterSampleReceipt: PrintKitchenPrinterSampleReceiptDocument,
};
type Printing = keyof typeof PRINTING;

/** Sends a test page or a sample receipt to the record's printer and says how it went. */
function usePrint(operation: Printing, done: string) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const print = async (event: MouseEvent) => {
    // In a list row the click must not open the record.
    event.stopPropagation();
    if (!record || busy) return;
    setBusy(true);
    try {
      const answer = await graphqlCall(PRINTING[operation], { id: String(record.id), language: locale });
      // Where the store's devices print (PRINT_VIA=devices), the job only waits for one of them.
      const queued = answer.print.queued;
      notify(queued ? 'entities.kitchen-printer.actions.queued' : done, {
        type: 'success',
        messageArgs: { name: record.name as string },
      });
    } catch (error) {
      notify(errorNotice(translate, 'printers.errorEntity', error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { record, busy, print: (event: MouseEvent) => void print(event) };
}

/** A button with its words beside the icon, or the icon alone on a phone (its words then its name). */
function PrintButton({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick: (event: MouseEvent) => void;
  disabled: boolean;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return phone ? (
    <IconButton aria-label={label} title={label} color="primary" onClick={onClick} disabled={disabled}>
      {icon}
    </IconButton>
  ) : (
    <Button size="small" startIcon={icon} onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
}

/** The edit page's buttons: a test page, and a sample receipt in the store's receipt layout. */
function PrintActions() {
  const translate = useTranslate();
  const test = usePrint('printKitchenPrinterTestPage', 'entities.kitchen-printer.actions.printed');
  const sample = usePrint(
    'printKitchenPrinterSampleReceipt',
    'entities.kitchen-printer.actions.receiptPrinted',
  );
  if (!test.record) return null;
  return (
    <>
      <PrintButton
        label={translate('entities.kitchen-printer.actions.testPage')}
        icon={<PrintIcon />}
        onClick={test.print}
        disabled={test.busy}
      />
      <PrintButton
        label={translate('entities.kitchen-printer.actions.sampleReceipt')}
        icon={<ReceiptLongIcon />}
        onClick={sample.print}
        disabled={sample.busy}
      />
    </>
  );
}

/** A list row's test page button. */
function RowPrintTest() {
  const translate = useTranslate();
  const test = usePrint('printKitchenPrinterTestPage', 'entities.kitchen-printer.actions.printed');
  if (!test.record) return null;
  const label = translate('entities.kitchen-printer.actions.testPageOf', {
    name: test.record.name as string,
  });
  return (
    <IconButton
      aria-label={label}
      title={translate('entities.kitchen-printer.actions.testPage')}
      size="small"
      onClick={test.print}
      disabled={test.busy}
    >
      <PrintIcon fontSize="small" />
    </IconButton>
  );
}

const kitchenPrinter: EntityUi = { editActions: PrintActions, rowActions: RowPrintTest };
export default kitchenPrinter;
