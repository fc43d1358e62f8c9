import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReportDef, ReportFilters } from '../../core/reports';
import { searchFilterChoices, type FilterChoice } from './api';

/** How long the console waits after the last key before it searches. */
export const SEARCH_DELAY_MS = 250;

/** The query key of the choice of `id` of a searched filter: a choice picked from a search is put there. */
export const chosenKey = (code: string, filter: string, id: string) =>
  ['reportFilterSearch', code, filter, { id }] as const;

const chosenQuery = (code: string, filter: string, id: string) => ({
  queryKey: chosenKey(code, filter, id),
  queryFn: () => searchFilterChoices(code, filter, { id }),
  enabled: id !== '',
  staleTime: Infinity,
});

/** The choice of `id` of a searched filter (its name), null while there is none or it is being read. */
export function useChosen(code: string, filter: string, id: string): FilterChoice | null {
  return useQuery(chosenQuery(code, filter, id)).data?.[0] ?? null;
}

/** The names of the choices made in a report's searched filters (a customer's), in its filters' order. */
export function useChosenNames(def: ReportDef, filters: ReportFilters): string[] {
  const answers = useQueries({
    queries: (def.searched ?? []).map((f) => chosenQuery(def.code, f, filters[f] ?? '')),
  });
  return answers.flatMap((a) => (a.data?.[0] ? [a.data[0].name] : []));
}

/** The choices matching the text typed, once the typing has paused; none for no text. */
export function useSearch(code: string, filter: string, typed: string, skip: boolean) {
  const [text, setText] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setText(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const enabled = text !== '' && !skip;
  const found = useQuery({
    queryKey: ['reportFilterSearch', code, filter, { q: text }],
    queryFn: () => searchFilterChoices(code, filter, { q: text }),
    enabled,
    staleTime: 30_000,
  });
  return {
    found: enabled ? (found.data ?? []) : [],
    // Waiting for the typing to pause counts as searching: "none" is not said too soon.
    loading: (typed !== text && typed !== '') || (enabled && found.isFetching),
  };
}
