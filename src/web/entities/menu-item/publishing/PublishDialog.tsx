import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorNotice } from '../../../graphql/client';
import { ErrorAlert } from '../../../layout/PageFrame';
import { currentStore } from '../../../session';
import { loadRecords } from './choice';
import { Publisher } from './Publisher';
import { usePublishStores } from './stores';

/**
 * Menu publishing, opened from the menu items list: departments, categories, taxes, menu items with
 * their prices, modifiers and special prices of this store published to the user's other stores
 * (those where he holds the Menu Items rights), each store previewed first, then written whole or not
 * at all. Whole screen on a phone; it cannot be closed while a preview or a publish is under way.
 */
export default function PublishDialog({
  open,
  onClose,
  items,
}: {
  open: boolean;
  onClose: () => void;
  /** Menu items chosen to start with. */
  items?: readonly string[];
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const storeId = currentStore()?.id;
  const [busy, setBusy] = useState(false);
  const records = useQuery({
    queryKey: ['menuPublishRecords', storeId],
    queryFn: loadRecords,
    gcTime: 0,
    enabled: open,
  });
  const stores = usePublishStores();
  const failed = records.error ?? stores.error;
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby="menu-publishing-title"
      aria-describedby="menu-publishing-intro"
    >
      <DialogTitle id="menu-publishing-title" sx={{ pr: 7 }}>
        {translate('menuPublishing.title')}
      </DialogTitle>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={close}
        disabled={busy}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {/* One column no wider than the dialog: a wide table scrolls inside its own box. */}
        <Box sx={{ minWidth: 0, pb: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography id="menu-publishing-intro" color="text.secondary" sx={{ mb: 2 }}>
            {translate('menuPublishing.intro')}
          </Typography>
          {failed ? (
            <ErrorAlert
              message={errorNotice(translate, 'menuPublishing.errorName', failed)}
              retry="menuPublishing.retry"
              onRetry={() =>
                Promise.all([records.error && records.refetch(), stores.error && stores.refetch()])
              }
            />
          ) : records.data && stores.data ? (
            <Publisher
              key={storeId}
              records={records.data}
              stores={stores.data.menuPublishStores}
              items={items}
              onBusy={setBusy}
            />
          ) : (
            <LinearProgress aria-label={translate('menuPublishing.loading')} />
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
