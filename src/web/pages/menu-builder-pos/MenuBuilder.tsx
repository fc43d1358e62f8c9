import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { LeaveGuard } from '../../editor/LeaveGuard';
import { useEditorRequest } from '../../editor/useEditorRequest';
import { useUndoKeys } from '../../editor/useUndoKeys';
import { saveLayout, type Category, type Item, type Limits } from './api';
import { setColumns, type Layout } from './layout';
import { PosPreview } from './PosPreview';
import { TabBar } from './TabBar';
import { TabEditor } from './TabEditor';
import { Toolbar } from './Toolbar';
import { useLayoutHistory } from './useLayoutHistory';

interface Props {
  initial: Layout;
  /** Whether the store had saved a layout of its own. */
  stored: boolean;
  limits: Limits;
  categories: ReadonlyMap<string, Category>;
  items: ReadonlyMap<string, Item>;
}

/** The layout being edited: its tabs, the selected tab's buttons and the palette, a preview, and saving. */
export function MenuBuilder({ initial, stored: initiallyStored, limits, categories, items }: Props) {
  const notify = useNotify();
  const history = useLayoutHistory(initial);
  const { layout, undo } = history;
  const [stored, setStored] = useState(initiallyStored);
  const saving = useEditorRequest('posMenuBuilder.errorEntity');
  const [selected, setSelected] = useState(initial.tabs[0]?.category_id);
  const tab = layout.tabs.find((t) => t.category_id === selected) ?? layout.tabs[0];
  // Undo in the middle of a drag would pull the layout from under it.
  const dragging = useRef(false);
  const onDragging = (on: boolean) => (dragging.current = on);
  // What the tab bar and the selected tab's editor both work with.
  const shared = { categories, edit: history.edit, onDragging };
  useUndoKeys(undo, undefined, dragging);

  const save = async () => {
    const sent = layout;
    await saving.run(async () => {
      const answer = await saveLayout(sent);
      history.saved(sent, answer.layout);
      setStored(true);
      notify('posMenuBuilder.saved', { type: 'success' });
    });
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
        saving={saving.busy}
        undo={undo}
        discard={history.discard}
        save={() => void save()}
      />
      <TabBar
        tabs={layout.tabs}
        selected={tab?.category_id}
        select={setSelected}
        maxTabs={limits.maxTabs}
        {...shared}
      />
      {tab && (
        <TabEditor layout={layout} tab={tab} items={items} maxButtons={limits.maxButtons} {...shared} />
      )}
      <PosPreview layout={layout} selected={tab?.category_id} categories={categories} items={items} />
      <LeaveGuard active={history.dirty} text="posMenuBuilder.leave.text" />
    </>
  );
}
