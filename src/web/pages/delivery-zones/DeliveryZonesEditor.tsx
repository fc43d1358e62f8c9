import { Box, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { LatLng, ZoneType } from '../../../core/delivery-zones';
import { LeaveDialog } from '../../leave/LeaveDialog';
import { useLeaveGuard } from '../../leave/useLeaveGuard';
import { errorMessage } from '../../graphql/client';
import { saveSettings, saveZoneType, type SavedSettings } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { DistancePanel } from './DistancePanel';
import { MapPanel } from './MapPanel';
import {
  fromSaved,
  newDistanceZone,
  newMapZone,
  problemsByField,
  sameSettings,
  toInput,
  type EditState,
  type EditZone,
} from './model';
import { Toolbar } from './Toolbar';
import { ZoneMap } from './ZoneMap';

type List = 'distance_zones' | 'map_zones';

/** The store's delivery zones being edited: the type in use, the map, the zones beside it, and saving. */
export function DeliveryZonesEditor({ initial }: { initial: SavedSettings }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [limits] = useState(initial.limits);
  const [saved, setSaved] = useState(() => fromSaved(initial));
  const [edit, setEdit] = useState(saved);
  const [selected, setSelected] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [askingType, setAskingType] = useState<ZoneType | null>(null);
  const [removing, setRemoving] = useState<{ zone: EditZone; n: number; list: List } | null>(null);
  const dirty = !sameSettings(edit, saved);
  const guard = useLeaveGuard(dirty);
  const problems = useMemo(() => (showErrors ? problemsByField(edit) : new Map()), [edit, showErrors]);

  const failed = (message: string) =>
    notify(`${translate('errors.title', { entity: translate('deliveryZones.errorEntity') })}: ${message}`, {
      type: 'error',
    });

  const reset = (next: EditState) => {
    setSaved(next);
    setEdit(next);
    setSelected(null);
    setShowErrors(false);
  };

  const change = (patch: Partial<EditState>) => setEdit((s) => ({ ...s, ...patch }));
  const changeZone = (list: List) => (key: string, patch: Partial<EditZone>) =>
    setEdit((s) => ({ ...s, [list]: s[list].map((z) => (z.key === key ? { ...z, ...patch } : z)) }));

  const switchType = async (type: ZoneType) => {
    setAskingType(null);
    setBusy(true);
    try {
      reset(fromSaved(await saveZoneType(type)));
      notify(translate('deliveryZones.switched', { type: translate(`deliveryZones.types.${type}`) }), {
        type: 'success',
      });
    } catch (error) {
      failed(errorMessage(translate, error));
    } finally {
      setBusy(false);
    }
  };
  const chooseType = (type: ZoneType) => {
    if (type === edit.type) return;
    if (dirty) setAskingType(type);
    else void switchType(type);
  };

  const save = async () => {
    const first = problemsByField(edit).values().next().value;
    if (first) {
      setShowErrors(true);
      failed(translate(first.key, first.params));
      return;
    }
    setBusy(true);
    try {
      reset(fromSaved(await saveSettings(toInput(edit))));
      notify('deliveryZones.saved', { type: 'success' });
    } catch (error) {
      setShowErrors(true);
      failed(errorMessage(translate, error));
    } finally {
      setBusy(false);
    }
  };

  const drawn = (polygon: LatLng[]) => {
    const zone = newMapZone(
      translate('deliveryZones.newZone', { n: edit.map_zones.length + 1 }),
      polygon,
      edit.map_zones.length,
    );
    setEdit((s) => ({ ...s, map_zones: [...s.map_zones, zone] }));
    setSelected(zone.key);
  };

  const remove = () => {
    if (!removing) return;
    const { zone, list } = removing;
    setEdit((s) => ({ ...s, [list]: s[list].filter((z) => z.key !== zone.key) }));
    if (selected === zone.key) setSelected(null);
    setRemoving(null);
  };

  const tileProblem = problems.get('tile_url');
  return (
    <>
      <Toolbar
        type={edit.type}
        chooseType={chooseType}
        dirty={dirty}
        busy={busy}
        discard={() => reset(saved)}
        save={() => void save()}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,3fr) minmax(0,2fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <ZoneMap
          state={edit}
          selected={selected}
          select={setSelected}
          locate={(at) => change({ latitude: at.lat.toFixed(6), longitude: at.lng.toFixed(6) })}
          drawn={drawn}
          reshaped={(key, polygon) => changeZone('map_zones')(key, { polygon })}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          {edit.type === 'distance' ? (
            <DistancePanel
              state={edit}
              problems={problems}
              maxZones={limits.maxZones}
              change={change}
              changeZone={changeZone('distance_zones')}
              addZone={() =>
                setEdit((s) => ({
                  ...s,
                  distance_zones: [
                    ...s.distance_zones,
                    newDistanceZone(translate('deliveryZones.newZone', { n: s.distance_zones.length + 1 })),
                  ],
                }))
              }
              removeZone={(zone, n) => setRemoving({ zone, n, list: 'distance_zones' })}
            />
          ) : (
            <MapPanel
              state={edit}
              problems={problems}
              selected={selected}
              select={setSelected}
              changeZone={changeZone('map_zones')}
              removeZone={(zone, n) => setRemoving({ zone, n, list: 'map_zones' })}
            />
          )}
          <TextField
            size="small"
            label={translate('deliveryZones.tileUrl')}
            value={edit.tile_url}
            onChange={(e) => change({ tile_url: e.target.value })}
            error={!!tileProblem}
            helperText={
              tileProblem
                ? translate(tileProblem.key, tileProblem.params)
                : translate('deliveryZones.tileUrlHint')
            }
          />
        </Box>
      </Box>
      <ConfirmDialog
        open={askingType !== null}
        title={translate('deliveryZones.switch.title')}
        text={translate('deliveryZones.switch.text')}
        confirm={translate('deliveryZones.switch.confirm')}
        cancel={translate('deliveryZones.switch.cancel')}
        onConfirm={() => askingType && void switchType(askingType)}
        onCancel={() => setAskingType(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={translate('deliveryZones.removeTitle', {
          name: removing
            ? removing.zone.name.trim() || translate('deliveryZones.newZone', { n: removing.n })
            : '',
        })}
        text={translate('deliveryZones.removeText')}
        confirm={translate('deliveryZones.delete')}
        cancel={translate('deliveryZones.cancel')}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
      <LeaveDialog
        open={guard.asking}
        stay={guard.stay}
        leave={guard.leave}
        text="deliveryZones.leave.text"
      />
    </>
  );
}
