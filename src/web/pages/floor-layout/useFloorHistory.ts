import { useCallback, useReducer } from 'react';
import { sameTables, type Drafts, type FloorTable } from './floor';

/** How many edits Undo can step back through. */
const UNDO_DEPTH = 200;

interface State {
  /** What the server holds, by area. */
  saved: Drafts;
  /** The tables being edited, by area; each unsaved edit pushes the former onto `past`. */
  present: Drafts;
  past: Drafts[];
  future: Drafts[];
}

type Edit = (tables: readonly FloorTable[]) => readonly FloorTable[];

type Action =
  | { type: 'edit'; areaId: string; edit: Edit }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'discard' }
  | { type: 'saved'; areaId: string; sent: readonly FloorTable[]; answer: FloorTable[] }
  | { type: 'areaAdded'; areaId: string }
  | { type: 'areaRemoved'; areaId: string }
  | { type: 'reset'; tableId: string };

const without = (drafts: Drafts, areaId: string): Drafts => {
  const { [areaId]: _gone, ...rest } = drafts;
  return rest;
};

/** A table the point of sale no longer holds busy, wherever it appears. */
const available = (drafts: Drafts, tableId: string): Drafts =>
  Object.fromEntries(
    Object.entries(drafts).map(([area, tables]) => [
      area,
      tables.map((t) => (t.id === tableId ? { ...t, busy: false } : t)),
    ]),
  );

/** The same change to what the server holds, to the edits and to every step of Undo and Redo. */
const everywhere = (state: State, change: (drafts: Drafts) => Drafts): State => ({
  saved: change(state.saved),
  present: change(state.present),
  past: state.past.map(change),
  future: state.future.map(change),
});

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'edit': {
      const before = state.present[action.areaId] ?? [];
      const after = action.edit(before);
      if (sameTables(before, after)) return state;
      return {
        ...state,
        past: [...state.past, state.present].slice(-UNDO_DEPTH),
        present: { ...state.present, [action.areaId]: after },
        future: [],
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        past: state.past.slice(0, -1),
        present: { ...state.present, ...previous },
        future: [state.present, ...state.future],
      };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return {
        ...state,
        past: [...state.past, state.present],
        present: { ...state.present, ...next },
        future,
      };
    }
    case 'discard':
      // An edit like any other: Undo brings the discarded changes back.
      if (Object.keys(state.saved).every((id) => sameTables(state.saved[id], state.present[id])))
        return state;
      return { ...state, past: [...state.past, state.present], present: state.saved, future: [] };
    case 'saved': {
      const saved = { ...state.saved, [action.areaId]: action.answer };
      // Edits made while the save was on its way stay unsaved.
      if (!sameTables(state.present[action.areaId], action.sent)) return { ...state, saved };
      return { ...state, saved, present: { ...state.present, [action.areaId]: action.answer } };
    }
    case 'areaAdded':
      return {
        ...state,
        saved: { ...state.saved, [action.areaId]: [] },
        present: { ...state.present, [action.areaId]: [] },
      };
    case 'areaRemoved':
      return everywhere(state, (d) => without(d, action.areaId));
    case 'reset':
      return everywhere(state, (d) => available(d, action.tableId));
  }
}

/** Every area's tables being edited, with Undo and Redo through the unsaved edits. */
export function useFloorHistory(initial: Drafts) {
  const [state, dispatch] = useReducer(reduce, initial, (tables) => ({
    saved: tables,
    present: tables,
    past: [],
    future: [],
  }));
  const dirtyAreas = Object.keys(state.present).filter(
    (id) => !sameTables(state.present[id], state.saved[id]),
  );
  return {
    tables: state.present,
    savedTables: state.saved,
    dirtyAreas,
    dirty: dirtyAreas.length > 0,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    edit: useCallback((areaId: string, edit: Edit) => dispatch({ type: 'edit', areaId, edit }), []),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    discard: useCallback(() => dispatch({ type: 'discard' }), []),
    saved: useCallback(
      (areaId: string, sent: readonly FloorTable[], answer: FloorTable[]) =>
        dispatch({ type: 'saved', areaId, sent, answer }),
      [],
    ),
    areaAdded: useCallback((areaId: string) => dispatch({ type: 'areaAdded', areaId }), []),
    areaRemoved: useCallback((areaId: string) => dispatch({ type: 'areaRemoved', areaId }), []),
    tableReset: useCallback((tableId: string) => dispatch({ type: 'reset', tableId }), []),
  };
}
