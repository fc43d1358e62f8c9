import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  ReorderStarredPagesDocument,
  StarPageDocument,
  StarredPagesDocument,
  UnstarPageDocument,
} from '../../../generated/graphql-documents';
import { sectionEntries } from '../../core/navigation';
import { navigationFor } from '../../core/permissions';
import { errorMessage, graphqlCall } from '../graphql/client';
import { useStoredUser } from '../session';

/** A sidebar page as the Starred group shows it. */
export interface StarredEntry {
  path: string;
  icon: string;
  label: string;
}

const key = (uid: string | undefined) => ['starredPages', uid ?? ''] as const;

/**
 * The signed-in user's starred pages (kept on the server, SPEC §2): the pages of the sidebar he may
 * open now, in his order, with star, unstar and reorder. Each change answers the whole list, which
 * replaces the one shown; a refusal (the eleventh page) is told in the user's language.
 */
export function useStarred() {
  const user = useStoredUser();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key(user?.uid),
    queryFn: async () => (await graphqlCall(StarredPagesDocument)).starredPages,
    enabled: !!user,
    staleTime: Infinity,
  });
  const pages = useMemo(
    () => new Map((user ? navigationFor(user) : []).flatMap(sectionEntries).map((e) => [e.path, e])),
    [user],
  );
  const entries: StarredEntry[] = useMemo(
    () =>
      (query.data ?? []).flatMap((path) => {
        const e = pages.get(path);
        return e ? [{ path, icon: e.icon, label: translate(e.label) }] : [];
      }),
    [query.data, pages, translate],
  );
  const change = useMutation({
    mutationFn: async (
      c:
        | { kind: 'star'; path: string }
        | { kind: 'unstar'; path: string }
        | { kind: 'reorder'; paths: string[] },
    ): Promise<string[]> => {
      if (c.kind === 'star') return (await graphqlCall(StarPageDocument, { p: c.path })).starPage;
      if (c.kind === 'unstar') return (await graphqlCall(UnstarPageDocument, { p: c.path })).unstarPage;
      return (await graphqlCall(ReorderStarredPagesDocument, { p: c.paths })).reorderStarredPages;
    },
    onMutate: (c) => {
      // A new order shows at once; the server's answer replaces it.
      if (c.kind === 'reorder') queryClient.setQueryData(key(user?.uid), c.paths);
    },
    onSuccess: (paths) => queryClient.setQueryData(key(user?.uid), paths),
    onError: (error) => {
      notify(errorMessage(translate, error), { type: 'error' });
      void queryClient.invalidateQueries({ queryKey: key(user?.uid) });
    },
  });
  /**
   * The order to send back: the starred pages shown moved as asked, those hidden (closed to the
   * user now) kept after them.
   */
  const reorder = (shown: string[]) => {
    const hidden = (query.data ?? []).filter((p) => !pages.has(p));
    change.mutate({ kind: 'reorder', paths: [...shown, ...hidden] });
  };
  return {
    entries,
    starred: (path: string) => (query.data ?? []).includes(path),
    star: (path: string) => change.mutateAsync({ kind: 'star', path }),
    unstar: (path: string) => change.mutateAsync({ kind: 'unstar', path }),
    reorder,
    pageOf: (path: string) => pages.get(path),
    busy: change.isPending,
  };
}
