import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { adminResourceName, resourceByName } from '../../../core/registry.js';
import type { ResourceDef } from '../../../core/resource.js';
import { referencedIds, type Related, type Row } from './table.js';

/** The server's largest page (and largest `ids` filter): an export reads in pages of this size. */
export const PAGE_SIZE = 1000;

export interface ExportQuery {
  filter: Record<string, unknown>;
  sort: SortPayload;
}

export type Progress = (done: number, total: number) => void;

/**
 * Every record matching the list's filter, in its order, page after page. A record created or
 * deleted meanwhile shifts the pages, so ids already read are skipped rather than written twice.
 */
export async function fetchAll(
  dataProvider: DataProvider,
  r: ResourceDef,
  query: ExportQuery,
  onProgress: Progress,
): Promise<RaRecord[]> {
  const seen = new Set<string>();
  const records: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList(adminResourceName(r), {
      filter: query.filter,
      sort: query.sort,
      pagination: { page, perPage: PAGE_SIZE },
    });
    for (const record of data) {
      if (seen.has(String(record.id))) continue;
      seen.add(String(record.id));
      records.push(record);
    }
    onProgress(records.length, Math.max(total ?? 0, records.length));
    if (data.length < PAGE_SIZE || (total !== undefined && page * PAGE_SIZE >= total)) return records;
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The records the exported ones point to, one getMany per referenced resource (split only past the
 * server's page size), so that each is written by its name rather than its id.
 */
export async function fetchRelated(
  dataProvider: DataProvider,
  r: ResourceDef,
  records: readonly Row[],
): Promise<Related> {
  const related = new Map<string, Map<string, Row>>();
  await Promise.all(
    [...referencedIds(r, records)].map(async ([name, ids]) => {
      const byId = new Map<string, Row>();
      related.set(name, byId);
      for (const part of chunks(ids, PAGE_SIZE)) {
        const { data } = await dataProvider.getMany(adminResourceName(resourceByName(name)), { ids: part });
        for (const record of data) byId.set(String(record.id), record);
      }
    }),
  );
  return related;
}
