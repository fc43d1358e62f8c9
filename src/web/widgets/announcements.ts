import type { Announcements, Over, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

export interface Accessibility {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
}

/**
 * What screen readers hear while something is dragged, in the user's language. `nameOf` names what is
 * dragged; a place in a sortable list is read as its position, any other drop area by `placeOf`.
 */
export function useDragAccessibility(
  nameOf: (id: UniqueIdentifier) => string,
  placeOf: (id: UniqueIdentifier) => string = () => '',
): Accessibility {
  const translate = useTranslate();
  return useMemo(() => {
    const t = (key: string, params: Record<string, unknown>) =>
      translate(`posMenuBuilder.dnd.${key}`, params);
    const target = (over: Over) => {
      const sortable = (over.data.current as { sortable?: { index: number; items: unknown[] } } | undefined)
        ?.sortable;
      return sortable
        ? t('position', { position: sortable.index + 1, count: sortable.items.length })
        : placeOf(over.id);
    };
    return {
      screenReaderInstructions: { draggable: t('instructions', {}) },
      announcements: {
        onDragStart: ({ active }) => t('pickedUp', { name: nameOf(active.id) }),
        onDragOver: ({ active, over }) =>
          over
            ? t('over', { name: nameOf(active.id), target: target(over) })
            : t('overNothing', { name: nameOf(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('dropped', { name: nameOf(active.id), target: target(over) })
            : t('droppedNowhere', { name: nameOf(active.id) }),
        onDragCancel: ({ active }) => t('cancelled', { name: nameOf(active.id) }),
      },
    };
  }, [translate, nameOf, placeOf]);
}
