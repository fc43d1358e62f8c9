import PublishIcon from '@mui/icons-material/Publish';
import TuneIcon from '@mui/icons-material/Tune';
import { Autocomplete, Button, TextField } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import {
  useGetList,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
  useUpdateMany,
} from 'react-admin';
import { adminResourceName, resourceByName } from '../../core/registry';
import { recordTitle, type ResourceDef } from '../../core/resource';
import type { EntityUi } from '../resources/entities';
import { DialogFrame } from '../widgets/DialogFrame';
import { usePublishStores } from './menu-item/publishing/stores';

/** Menu publishing, loaded when first opened. */
const PublishDialog = lazy(() => import('./menu-item/publishing/PublishDialog'));

const groups = resourceByName('modifier-group');

/**
 * Gives the selected menu items the same modifier groups at once, all or none (one bulk update);
 * at least one group must be chosen.
 */
function SetModifierGroups({ r }: { r: ResourceDef }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds } = useListContext();
  const unselect = useUnselectAll(adminResourceName(r));
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const { data = [] } = useGetList(
    adminResourceName(groups),
    { pagination: { page: 1, perPage: 200 }, sort: groups.sort, filter: { status: 'active' } },
    { enabled: open },
  );
  const [updateMany, { isPending }] = useUpdateMany();
  const missing = tried && chosen.length === 0;
  const close = () => {
    setOpen(false);
    setTried(false);
    setChosen([]);
  };
  const save = () => {
    setTried(true);
    if (chosen.length === 0) return;
    void updateMany(
      adminResourceName(r),
      { ids: selectedIds, data: { modifier_group_ids: chosen } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('entities.menu-item.bulk.modifierGroupsSet', {
            type: 'info',
            messageArgs: { smart_count: selectedIds.length },
          });
          unselect();
          refresh();
          close();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <>
      <Button size="small" startIcon={<TuneIcon />} onClick={() => setOpen(true)}>
        {translate('entities.menu-item.bulk.setModifierGroups')}
      </Button>
      <DialogFrame
        id="set-modifier-groups"
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        title={translate('entities.menu-item.bulk.setModifierGroups')}
        text={translate('entities.menu-item.bulk.setModifierGroupsContent', {
          smart_count: selectedIds.length,
        })}
        busy={isPending}
        cancel={{ label: translate('ra.action.cancel') }}
        confirm={{ label: translate('ra.action.save'), onClick: save }}
      >
        <Autocomplete
          multiple
          options={data.map((g) => String(g.id))}
          getOptionLabel={(id) =>
            recordTitle(
              groups,
              data.find((g) => g.id === id),
            ) || id
          }
          value={chosen}
          onChange={(_, value) => setChosen(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('entities.menu-item.fields.modifier_group_ids')}
              error={missing}
              helperText={missing ? translate('validation.modifierGroupRequired') : undefined}
            />
          )}
        />
      </DialogFrame>
    </>
  );
}

/**
 * "Publish to other stores", shown to whoever has another store where he may publish: on the list's
 * toolbar with nothing chosen yet, among the bulk actions with the selected items chosen.
 */
function PublishButton({ selected }: { selected?: readonly string[] }) {
  const translate = useTranslate();
  const stores = usePublishStores();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!stores.data?.menuPublishStores.length) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<PublishIcon />}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        {translate('menuPublishing.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <PublishDialog open={open} onClose={() => setOpen(false)} items={selected} />
        </Suspense>
      )}
    </>
  );
}

function BulkActions({ r }: { r: ResourceDef }) {
  const { selectedIds } = useListContext();
  return (
    <>
      <SetModifierGroups r={r} />
      <PublishButton selected={selectedIds.map(String)} />
    </>
  );
}

const menuItem: EntityUi = { bulkActions: BulkActions, listActions: () => <PublishButton /> };
export default menuItem;
