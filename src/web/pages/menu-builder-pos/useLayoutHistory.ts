import { useCallback, useReducer } from 'react';
import { sameLayout, type Edit, type Layout } from './layout';

/** How many edits Undo can step back through. */
const UNDO_DEPTH = 200;

interface State {
  /** What the server holds. */
  saved: Layout;
  /** The layout before each unsaved edit, the newest last. */
  past: Layout[];
  present: Layout;
}

type Action =
  | { type: 'edit'; edit: Edit }
  | { type: 'undo' }
  | { type: 'discard' }
  | { type: 'saved'; sent: Layout; answer: Layout };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'edit': {
      const next = action.edit(state.present);
      if (sameLayout(next, state.present)) return state;
      return { ...state, past: [...state.past, state.present].slice(-UNDO_DEPTH), present: next };
    }
    case 'undo':
      return state.past.length
        ? { ...state, past: state.past.slice(0, -1), present: state.past[state.past.length - 1]! }
        : state;
    case 'discard':
      // An edit like any other: Undo brings the discarded changes back.
      return reduce(state, { type: 'edit', edit: () => state.saved });
    case 'saved':
      // Edits made while the save was on their way stay unsaved, and undoable.
      return sameLayout(state.present, action.sent)
        ? { saved: action.answer, past: [], present: action.answer }
        : { ...state, saved: action.answer };
  }
}

/** The layout being edited, with Undo through its unsaved edits and what the server last saved. */
export function useLayoutHistory(initial: Layout) {
  const [state, dispatch] = useReducer(reduce, initial, (layout) => ({
    saved: layout,
    past: [],
    present: layout,
  }));
  return {
    layout: state.present,
    dirty: !sameLayout(state.present, state.saved),
    canUndo: state.past.length > 0,
    edit: useCallback((edit: Edit) => dispatch({ type: 'edit', edit }), []),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    discard: useCallback(() => dispatch({ type: 'discard' }), []),
    saved: useCallback((sent: Layout, answer: Layout) => dispatch({ type: 'saved', sent, answer }), []),
  };
}
