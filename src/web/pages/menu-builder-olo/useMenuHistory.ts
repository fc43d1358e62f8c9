import { useCallback, useReducer } from 'react';
import { sameMenu, type Edit, type OloMenu } from './menu';

/** How many edits Undo can step back through. */
const UNDO_DEPTH = 200;

interface State {
  /** What the server holds. */
  saved: OloMenu;
  /** The menu before each unsaved edit, the newest last. */
  past: OloMenu[];
  present: OloMenu;
  /** The edits undone, the next to redo first. */
  future: OloMenu[];
}

type Action =
  | { type: 'edit'; edit: Edit }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'discard' }
  | { type: 'saved'; sent: OloMenu; answer: OloMenu };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'edit': {
      const next = action.edit(state.present);
      if (sameMenu(next, state.present)) return state;
      return { ...state, past: [...state.past, state.present].slice(-UNDO_DEPTH), present: next, future: [] };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
      };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return { ...state, past: [...state.past, state.present], present: next, future };
    }
    case 'discard':
      // An edit like any other: Undo brings the discarded changes back.
      return reduce(state, { type: 'edit', edit: () => state.saved });
    case 'saved':
      // Edits made while the save was on its way stay unsaved, and undoable.
      return sameMenu(state.present, action.sent)
        ? { saved: action.answer, past: [], present: action.answer, future: [] }
        : { ...state, saved: action.answer };
  }
}

/** The menu being edited, with Undo and Redo through its unsaved edits and what the server last saved. */
export function useMenuHistory(initial: OloMenu) {
  const [state, dispatch] = useReducer(reduce, initial, (menu) => ({
    saved: menu,
    past: [],
    present: menu,
    future: [],
  }));
  return {
    menu: state.present,
    dirty: !sameMenu(state.present, state.saved),
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    edit: useCallback((edit: Edit) => dispatch({ type: 'edit', edit }), []),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    discard: useCallback(() => dispatch({ type: 'discard' }), []),
    saved: useCallback((sent: OloMenu, answer: OloMenu) => dispatch({ type: 'saved', sent, answer }), []),
  };
}
