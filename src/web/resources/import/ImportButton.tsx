import UploadIcon from '@mui/icons-material/Upload';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-admin';
import { isImportable } from '../../../core/import/layout';
import type { ResourceDef } from '../../../core/resource';

/** The dialog, with the file readers it loads, is fetched on the first click only. */
const ImportDialog = lazy(() => import('./ImportDialog'));

/**
 * "Import" on a list's toolbar, for the resources that opt in (`IMPORTABLE`); nothing for the others.
 * On a phone it shrinks to its icon and keeps its name, as the toolbar's other buttons do.
 */
export function ImportButton({ r }: { r: ResourceDef }) {
  const [open, setOpen] = useState(false);
  if (!isImportable(r)) return null;
  return (
    <>
      <Button label="import.button" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog r={r} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
