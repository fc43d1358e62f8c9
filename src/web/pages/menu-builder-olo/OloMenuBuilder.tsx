import { Chip } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { EditorToolbar, HistoryButton } from '../../editor/EditorToolbar';
import { LeaveGuard } from '../../editor/LeaveGuard';
import { useEditorRequest } from '../../editor/useEditorRequest';
import { useUndoKeys } from '../../editor/useUndoKeys';
import { saveMenu, type SavedMenu } from './api';
import { CategoryList } from './CategoryList';
import { ItemList } from './ItemList';
import { OloPreview } from './OloPreview';
import { useMenuHistory } from './useMenuHistory';

/** The online menu being edited: its categories, the selected one's items, a preview, and saving. */
export function OloMenuBuilder({ initial }: { initial: SavedMenu }) {
  const translate = useTranslate();
  const notify = useNotify();
  const history = useMenuHistory(initial.layout);
  const { menu, undo, redo } = history;
  const [facts, setFacts] = useState(initial);
  const saving = useEditorRequest('oloMenuBuilder.errorEntity');
  const [selected, setSelected] = useState(initial.layout.categories[0]?.id);
  const category = menu.categories.find((c) => c.id === selected) ?? menu.categories[0];
  // Undo in the middle of a drag would pull the menu from under it.
  const dragging = useRef(false);
  const onDragging = (on: boolean) => (dragging.current = on);
  useUndoKeys(undo, redo, dragging);

  const save = async () => {
    const sent = menu;
    await saving.run(async () => {
      const answer = await saveMenu(sent);
      history.saved(sent, answer.layout);
      setFacts(answer);
      notify('oloMenuBuilder.saved', { type: 'success' });
    });
  };

  return (
    <>
      <EditorToolbar
        i18n="oloMenuBuilder"
        saved={!facts.saved && <Chip variant="outlined" label={translate('oloMenuBuilder.default')} />}
        beside={
          <>
            <HistoryButton i18n="oloMenuBuilder" step="undo" onClick={undo} disabled={!history.canUndo} />
            <HistoryButton i18n="oloMenuBuilder" step="redo" onClick={redo} disabled={!history.canRedo} />
          </>
        }
        // The order by name can be saved as it is, to keep it when the menu grows.
        canSave={history.dirty || !facts.saved}
        dirty={history.dirty}
        saving={saving.busy}
        discard={history.discard}
        save={() => void save()}
      />
      <CategoryList
        categories={menu.categories}
        names={facts.categoryNames}
        selected={category?.id}
        select={setSelected}
        edit={history.edit}
        onDragging={onDragging}
      />
      {category && (
        <ItemList
          category={category}
          name={facts.categoryNames.get(category.id) ?? ''}
          items={facts.items}
          edit={history.edit}
          onDragging={onDragging}
        />
      )}
      <OloPreview menu={menu} names={facts.categoryNames} items={facts.items} />
      <LeaveGuard active={history.dirty} text="oloMenuBuilder.leave.text" />
    </>
  );
}
