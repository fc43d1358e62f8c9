import { Box, Typography, useMediaQuery } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { tableNameKey, tablesProblem, type FloorLimits } from '../../../core/floor-layout';
import { GraphqlCallError } from '../../graphql/client';
import { EditorColumns } from '../../editor/EditorColumns';
import { LeaveGuard } from '../../editor/LeaveGuard';
import { useEditorRequest } from '../../editor/useEditorRequest';
import { useUndoKeys } from '../../editor/useUndoKeys';
import { resetTable, saveTables } from './api';
import { AreaManager } from './AreaManager';
import {
  changed,
  namesElsewhere,
  newTable,
  placeNew,
  nextNumber,
  toInput,
  type Area,
  type Drafts,
  type FloorTable,
} from './floor';
import { FloorCanvas } from './FloorCanvas';
import { TablePanel } from './TablePanel';
import { Toolbar } from './Toolbar';
import { useFloorHistory } from './useFloorHistory';
import { ASPECT, centerOf, fitted, zoomed, type View } from './view';

interface Props {
  areas: Area[];
  tables: Drafts;
  limits: FloorLimits;
}

const NONE: ReadonlySet<string> = new Set();

/** The floor being edited: the areas as tabs, the selected area's canvas and table panel, and saving. */
export function FloorEditor({ areas: initialAreas, tables: initialTables, limits }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const history = useFloorHistory(initialTables);
  const { undo, redo } = history;
  const [areas, setAreas] = useState(initialAreas);
  const [areaId, setAreaId] = useState(initialAreas[0]?.id);
  const area = areas.find((a) => a.id === areaId) ?? areas[0];
  /** A finger has no Shift key nor arrow keys: the hint speaks of touch on a touch screen. */
  const touch = useMediaQuery('(pointer: coarse)');
  const tables = useMemo(() => (area ? (history.tables[area.id] ?? []) : []), [area, history.tables]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(NONE);
  const [snap, setSnap] = useState(true);
  const [view, setView] = useState<View>(() => fitted(tables));
  const saving = useEditorRequest('floorLayout.errorEntity.table');
  const resetting = useEditorRequest('floorLayout.errorEntity.table');

  const selectArea = (id: string) => {
    setAreaId(id);
    setSelected(NONE);
    setView(fitted(history.tables[id] ?? []));
  };

  useUndoKeys(undo, redo);

  const areaEdit = history.edit;
  const edit = useCallback(
    (change: (t: readonly FloorTable[]) => readonly FloorTable[]) => {
      if (area) areaEdit(area.id, change);
    },
    [area, areaEdit],
  );
  const remove = useCallback(
    (keys: ReadonlySet<string>) => {
      edit((all) => all.filter((t) => !keys.has(t.key) || t.busy));
      setSelected(NONE);
    },
    [edit],
  );

  const addTable = () => {
    const table = placeNew(newTable(nextNumber(history.tables), centerOf(view), snap), tables, {
      ...view,
      height: view.width / ASPECT,
    });
    edit((all) => [...all, table]);
    setSelected(new Set([table.key]));
  };

  const save = async () => {
    const dirty = areas.filter((a) => history.dirtyAreas.includes(a.id));
    for (const a of dirty) {
      const problem = tablesProblem(
        (history.tables[a.id] ?? []).map(toInput),
        namesElsewhere(history.tables, a.id),
      );
      if (problem) {
        selectArea(a.id);
        return saving.refuse(new GraphqlCallError(problem.key, problem.params));
      }
    }
    await saving.run(async () => {
      for (const a of dirty) {
        const sent = history.tables[a.id] ?? [];
        history.saved(a.id, sent, await saveTables(a.id, sent.map(toInput)));
      }
      setSelected(NONE);
      notify('floorLayout.saved', { type: 'success' });
    });
  };

  const reset = async (table: FloorTable) => {
    const id = table.id;
    if (!id) return;
    await resetting.run(async () => {
      await resetTable(id);
      history.tableReset(id);
      notify('floorLayout.panel.resetDone', { type: 'success', messageArgs: { name: table.name } });
    });
  };

  const chosen = tables.filter((t) => selected.has(t.key));
  // The names the selected table may not take: every other table's of the store.
  const own = chosen.length === 1 ? chosen[0]!.key : null;
  const taken = new Set(
    [
      ...namesElsewhere(history.tables, area?.id ?? ''),
      ...tables.filter((t) => t.key !== own).map((t) => t.name),
    ].map(tableNameKey),
  );

  return (
    <>
      <AreaManager
        areas={areas}
        setAreas={setAreas}
        selected={area?.id}
        select={selectArea}
        savedTables={history.savedTables}
        added={history.areaAdded}
        removed={history.areaRemoved}
      />
      <Toolbar
        canAdd={!!area && tables.length < limits.maxTables}
        addTable={addTable}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        undo={undo}
        redo={redo}
        zoom={(by) => setView((v) => (by === 'fit' ? fitted(tables) : zoomed(v, by === 'in' ? 1.25 : 0.8)))}
        snap={snap}
        setSnap={setSnap}
        dirty={history.dirty}
        saving={saving.busy}
        discard={history.discard}
        save={() => void save()}
      />
      {area ? (
        <EditorColumns columns="minmax(0, 1fr) 300px">
          <Box sx={{ minWidth: 0 }}>
            <FloorCanvas
              areaName={area.name}
              tables={tables}
              selected={selected}
              select={setSelected}
              edit={edit}
              remove={remove}
              snap={snap}
              view={view}
            />
            <Typography id="floor-canvas-hint" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate(
                tables.length
                  ? touch
                    ? 'floorLayout.canvas.touchHint'
                    : 'floorLayout.canvas.hint'
                  : 'floorLayout.canvas.empty',
              )}
            </Typography>
          </Box>
          <TablePanel
            tables={chosen}
            limits={limits}
            taken={taken}
            change={(key, change) => edit((all) => changed(all, key, change))}
            remove={() => remove(selected)}
            reset={(t) => void reset(t)}
            resetting={resetting.busy}
          />
        </EditorColumns>
      ) : (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {translate('floorLayout.areas.empty')}
        </Typography>
      )}
      <LeaveGuard active={history.dirty} text="floorLayout.leave.text" />
    </>
  );
}
