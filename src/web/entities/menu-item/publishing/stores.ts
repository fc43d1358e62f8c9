import { useQuery } from '@tanstack/react-query';
import { MenuPublishStoresDocument } from '../../../../../generated/graphql-documents';
import { graphqlCall } from '../../../graphql/client';
import { currentStore } from '../../../session';

/** The user's other stores where he may publish this store's menu (asked once a minute at most). */
export function usePublishStores() {
  return useQuery({
    queryKey: ['menuPublishStores', currentStore()?.id],
    queryFn: () => graphqlCall(MenuPublishStoresDocument),
    staleTime: 60_000,
  });
}
