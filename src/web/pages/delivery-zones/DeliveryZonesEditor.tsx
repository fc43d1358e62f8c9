import { Box, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { LatLng, ZoneType } from '../../../core/delivery-zones';
import { GraphqlCallError } from '../../graphql/client';
import { EditorColumns } from '../../editor/EditorColumns';
import { LeaveGuard } from '../../editor/LeaveGuard';
import { useEditorRequest } from '../../editor/useEditorRequest';
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
import type { ZonePanelProps } from './ZoneFields';
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
  const request = useEditorRequest('deliveryZones.errorEntity');
  const [askingType, setAskingType] = useState<ZoneType | null>(null);
  const [removing, setRemoving] = useState<{ zone: EditZone; n: number; list: List } | null>(null);
  const dirty = !sameSettings(edit, saved);
  const problems = useMemo(() => (showErrors ? problemsByField(edit) : new Map()), [edit, showErrors]);

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
    await request.run(async () => {
      reset(fromSaved(await saveZoneType(type)));
      notify(translate('deliveryZones.switched', { type: translate(`deliveryZones.types.${type}`) }), {
        type: 'success',
      });
    });
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
      request.refuse(new GraphqlCallError(first.key, first.params));
      return;
    }
    await request.run(
      async () => {
        reset(fromSaved(await saveSettings(toInput(edit))));
        notify('deliveryZones.saved', { type: 'success' });
      },
      () => setShowErrors(true),
    );
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

  const zones = (list: List): ZonePanelProps => ({
    state: edit,
    problems,
    changeZone: changeZone(list),
    removeZone: (zone, n) => setRemoving({ zone, n, list }),
  });

  const tileProblem = problems.get('tile_url');
  return (
    <>
      <Toolbar
        type={edit.type}
        chooseType={chooseType}
        dirty={dirty}
        saving={request.busy}
        discard={() => reset(saved)}
        save={() => void save()}
      />
      <EditorColumns columns="minmax(0,3fr) minmax(0,2fr)">
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
              {...zones('distance_zones')}
              maxZones={limits.maxZones}
              change={change}
              addZone={() =>
                setEdit((s) => ({
                  ...s,
                  distance_zones: [
                    ...s.distance_zones,
                    newDistanceZone(translate('deliveryZones.newZone', { n: s.distance_zones.length + 1 })),
                  ],
                }))
              }
            />
          ) : (
            <MapPanel {...zones('map_zones')} selected={selected} select={setSelected} />
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
      </EditorColumns>
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
      <LeaveGuard active={dirty} text="deliveryZones.leave.text" />
    </>
  );
}
