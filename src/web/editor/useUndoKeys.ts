import { useEffect, type RefObject } from 'react';

/** Ctrl+Z in a text box undoes the typing, not the editor's document. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA'].includes(target.tagName));

/**
 * Ctrl+Z (⌘Z) undoes an editor's last change; Ctrl+Shift+Z and Ctrl+Y redo it when the editor can.
 * Nothing happens while `held` is on (a drag under way).
 */
export function useUndoKeys(undo: () => void, redo?: () => void, held?: RefObject<boolean>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || typing(event.target) || held?.current) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if (redo && ((key === 'z' && event.shiftKey) || key === 'y')) redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undo, redo, held]);
}
