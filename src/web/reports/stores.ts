import type { ReportData } from './data';

/** Whether a report's rows are several stores' rows, each led by its store's name (a consolidation by store). */
export const byStore = (data: Pick<ReportData, 'columns'>) =>
  data.columns[0]?.key === 'store' && !data.columns[0].title;

/** The stores a choice runs the report over, as the server is asked: none for the store signed in to alone. */
export const storesAsked = (chosen: readonly string[], current: string | undefined): string[] | undefined =>
  chosen.length === 1 && chosen[0] === current ? undefined : [...chosen];
