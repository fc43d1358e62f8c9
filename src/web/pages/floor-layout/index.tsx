import { EditorPage } from '../../editor/EditorPage';
import { loadFloor } from './api';
import { FloorEditor } from './FloorEditor';

/**
 * /pages/floor-layout: the store's floor — its areas as tabs, and each area's tables placed, sized and
 * turned on a canvas, busy ones shown and reset — saved for the store.
 */
export default function FloorLayout() {
  return (
    <EditorPage i18n="floorLayout" load={loadFloor}>
      {(data) => <FloorEditor areas={data.areas} tables={data.tables} limits={data.limits} />}
    </EditorPage>
  );
}
