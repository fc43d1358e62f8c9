import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorNotice } from '../../graphql/client';
import { saveLayout, type Category, type Item, type Limits } from './api';
import { setColumns, type Layout } from './layout';
import { LeaveDialog } from '../../leave/LeaveDialog';
import { PosPreview } from './PosPreview';
import { TabBar } from './TabBar';
import { TabEditor } from './TabEditor';
import { Toolbar } from './Toolbar';
import { useLayoutHistory } from './useLayoutHistory';
import { useLeaveGuard } from '../../leave/useLeaveGuard';

interface Props {
  initial: Layout;
  /** Whether the store had saved a layout of its own. */
  stored: boolean;
  limits: Limits;
  categories: ReadonlyMap<string, Category>;
  items: ReadonlyMap<string, Item>;
}

/** Ctrl+Z in a text box undoes the typing, not the layout. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA'].includes(target.tagName));

/** The layout being edited: its tabs, the selected tab's buttons and the palette, a preview, and saving. */
export function MenuBuilder({ initial, stored: initiallyStored, limits, categories, items }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const history = useLayoutHistory(initial);
  const { layout, undo } = history;
  const [stored, setStored] = useState(initiallyStored);
  const [saving, setSaving] = useState(false);
  const [selected, setSelected] = useState(initial.tabs[0]?.category_id);
  const tab = layout.tabs.find((t) => t.category_id === selected) ?? layout.tabs[0];
  const guard = useLeaveGuard(history.dirty);
  // Undo in the middle of a drag would pull the layout from under it.
  const dragging = useRef(false);
  const onDragging = (on: boolean) => (dragging.current = on);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.key.toLowerCase() !== 'z') return;
      if (typing(event.target) || dragging.current) return;
      event.preventDefault();
      undo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undo]);

  const save = async () => {
    setSaving(true);
    const sent = layout;
    try {
      const answer = await saveLayout(sent);
      history.saved(sent, answer.layout);
      setStored(true);
      notify('posMenuBuilder.saved', { type: 'success' });
    } catch (error) {
      notify(errorNotice(translate, 'posMenuBuilder.errorEntity', error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Toolbar
        columns={layout.columns}
        limits={limits}
        setColumns={(n) => history.edit(setColumns(n))}
        dirty={history.dirty}
        stored={stored}
        canUndo={history.canUndo}
        saving={saving}
        undo={undo}
        discard={history.discard}
        save={() => void save()}
      />
      <TabBar
        tabs={layout.tabs}
        categories={categories}
        selected={tab?.category_id}
        select={setSelected}
        edit={history.edit}
        maxTabs={limits.maxTabs}
        onDragging={onDragging}
      />
      {tab && (
        <TabEditor
          layout={layout}
          tab={tab}
          categories={categories}
          items={items}
          maxButtons={limits.maxButtons}
          edit={history.edit}
          onDragging={onDragging}
        />
      )}
      <PosPreview layout={layout} selected={tab?.category_id} categories={categories} items={items} />
      <LeaveDialog
        open={guard.asking}
        stay={guard.stay}
        leave={guard.leave}
        text="posMenuBuilder.leave.text"
      />
    </>
  );
}
