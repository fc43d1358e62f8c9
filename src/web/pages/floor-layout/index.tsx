import { useQuery } from '@tanstack/react-query';
import { PageFrame } from '../../layout/PageFrame';
import { currentStore } from '../../session';
import { loadFloor } from './api';
import { FloorEditor } from './FloorEditor';

/**
 * /pages/floor-layout: the store's floor — its areas as tabs, and each area's tables placed, sized and
 * turned on a canvas, busy ones shown and reset — saved for the store.
 */
export default function FloorLayout() {
  const query = useQuery({
    queryKey: ['floorLayout', currentStore()?.id],
    queryFn: loadFloor,
    // Read once per visit: a refetch must not replace the floor being edited.
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <PageFrame i18n="floorLayout" query={query}>
      {(data) => <FloorEditor areas={data.areas} tables={data.tables} limits={data.limits} />}
    </PageFrame>
  );
}
