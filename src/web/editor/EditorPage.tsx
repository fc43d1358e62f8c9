import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageFrame } from '../layout/PageFrame';
import { currentStore } from '../session';

/**
 * A visual editor's page: the store's document read once per visit (a refetch must not replace what
 * is being edited), framed by the page's title, introduction, progress and error with Retry, then
 * handed to the editor. `i18n` names the page's words and its query.
 */
export function EditorPage<T>({
  i18n,
  load,
  children,
}: {
  i18n: string;
  load: () => Promise<T>;
  children: (data: T) => ReactNode;
}) {
  const query = useQuery({
    queryKey: [i18n, currentStore()?.id],
    queryFn: load,
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <PageFrame i18n={i18n} query={query}>
      {children}
    </PageFrame>
  );
}
