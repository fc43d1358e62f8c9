import type { UniqueIdentifier } from '@dnd-kit/core';

/**
 * Names of what can be dragged and where it can be dropped on a tab's editor: its buttons, the items
 * of the palette, and two areas (the grid's free space, the palette itself). One drag context holds
 * them all, so each name says which it is.
 */
export const GRID_AREA = 'area:grid';
export const PALETTE_AREA = 'area:palette';

export const buttonId = (itemId: string) => `button:${itemId}`;
export const paletteId = (itemId: string) => `palette:${itemId}`;

export function parseId(id: UniqueIdentifier): { kind: 'button' | 'palette'; itemId: string } | null {
  const [kind, itemId] = String(id).split(/:(.*)/);
  return (kind === 'button' || kind === 'palette') && itemId ? { kind, itemId } : null;
}
