import { Alert, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { currentStore } from '../../session';
import { loadFloor, messageOf } from './api';
import { FloorEditor } from './FloorEditor';

/**
 * /pages/floor-layout: the store's floor — its areas as tabs, and each area's tables placed, sized and
 * turned on a canvas, busy ones shown and reset — saved for the store.
 */
export default function FloorLayout() {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['floorLayout', currentStore()?.id],
    queryFn: loadFloor,
    // Read once per visit: a refetch must not replace the floor being edited.
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <>
      <Title title={translate('floorLayout.title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('floorLayout.title')}
      </Typography>
      <Typography color="text.secondary">{translate('floorLayout.intro')}</Typography>
      {isPending ? (
        <LinearProgress aria-label={translate('floorLayout.loading')} sx={{ my: 2 }} />
      ) : error ? (
        <Alert
          severity="error"
          sx={{ my: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('floorLayout.retry')}
            </Button>
          }
        >
          {messageOf(translate, error)}
        </Alert>
      ) : (
        <FloorEditor areas={data.areas} tables={data.tables} limits={data.limits} />
      )}
    </>
  );
}
