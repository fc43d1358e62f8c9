import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { GraphqlCallError } from '../../graphql/client';
import * as api from './api';
import { AreaNameDialog, DeleteAreaDialog } from './AreaDialogs';
import { AreaTabs } from './AreaTabs';
import type { Area, Drafts } from './floor';
import { useErrorNotice } from './useErrorNotice';

interface Props {
  areas: Area[];
  setAreas: (areas: Area[]) => void;
  selected: string | undefined;
  select: (id: string) => void;
  /** The tables as the server holds them: the busy ones guard an area. */
  savedTables: Drafts;
  added: (id: string) => void;
  removed: (id: string) => void;
}

/** The area tabs and what they do at once on the server: add, rename, reorder, deactivate, delete. */
export function AreaManager({ areas, setAreas, selected, select, savedTables, added, removed }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotice();
  const [naming, setNaming] = useState<{ area: Area | null } | null>(null);
  const [deleting, setDeleting] = useState<Area | null>(null);
  const busyOf = (area: Area) =>
    (savedTables[area.id] ?? [])
      .filter((t) => t.busy)
      .map((t) => t.name)
      .join(', ');
  const done = (key: string, name: string) => notify(key, { type: 'success', messageArgs: { name } });

  const submitName = async (name: string) => {
    const area = naming?.area;
    try {
      if (area) {
        const renamed = await api.renameArea(area.id, name);
        setAreas(areas.map((a) => (a.id === area.id ? renamed : a)));
        done('floorLayout.areas.renamed', renamed.name);
      } else {
        const made = await api.createArea(name);
        setAreas([...areas, made]);
        added(made.id);
        select(made.id);
        done('floorLayout.areas.created', made.name);
      }
      setNaming(null);
    } catch (error) {
      notifyError('area', error);
    }
  };

  const move = async (area: Area, by: -1 | 1) => {
    const ids = areas.map((a) => a.id);
    const at = ids.indexOf(area.id);
    [ids[at], ids[at + by]] = [ids[at + by]!, ids[at]!];
    try {
      setAreas(await api.reorderAreas(ids));
    } catch (error) {
      notifyError('area', error);
    }
  };

  const toggle = async (area: Area) => {
    const busy = busyOf(area);
    if (area.status === 'active' && busy)
      return notifyError(
        'area',
        new GraphqlCallError('floorLayout.errors.deactivateBusy', { name: area.name, tables: busy }),
      );
    try {
      const next = await api.setAreaStatus(area.id, area.status === 'active' ? 'inactive' : 'active');
      setAreas(areas.map((a) => (a.id === area.id ? next : a)));
      done(
        next.status === 'active' ? 'floorLayout.areas.activated' : 'floorLayout.areas.deactivated',
        next.name,
      );
    } catch (error) {
      notifyError('area', error);
    }
  };

  const confirmDelete = async () => {
    const area = deleting;
    setDeleting(null);
    if (!area) return;
    const busy = busyOf(area);
    if (busy)
      return notifyError(
        'area',
        new GraphqlCallError('floorLayout.errors.deleteBusy', { name: area.name, tables: busy }),
      );
    try {
      await api.deleteArea(area.id);
      const rest = areas.filter((a) => a.id !== area.id);
      setAreas(rest);
      removed(area.id);
      if (selected === area.id && rest[0]) select(rest[0].id);
      done('floorLayout.areas.deleted', area.name);
    } catch (error) {
      notifyError('area', error);
    }
  };

  const namingArea = naming?.area ?? null;
  return (
    <>
      <AreaTabs
        areas={areas}
        selected={selected}
        select={select}
        add={() => setNaming({ area: null })}
        rename={(area) => setNaming({ area })}
        move={(area, by) => void move(area, by)}
        toggle={(area) => void toggle(area)}
        remove={setDeleting}
      />
      <AreaNameDialog
        open={naming !== null}
        title={
          namingArea
            ? translate('floorLayout.areas.renameTitle', { name: namingArea.name })
            : translate('floorLayout.areas.addTitle')
        }
        initial={namingArea?.name ?? ''}
        others={areas.filter((a) => a.id !== namingArea?.id).map((a) => a.name)}
        submit={submitName}
        close={() => setNaming(null)}
      />
      <DeleteAreaDialog
        name={deleting?.name ?? null}
        tables={deleting ? (savedTables[deleting.id] ?? []).length : 0}
        confirm={() => void confirmDelete()}
        close={() => setDeleting(null)}
      />
    </>
  );
}
