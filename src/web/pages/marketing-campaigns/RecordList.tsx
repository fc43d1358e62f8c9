import { Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { QueryState } from '../../layout/PageFrame';
import { PlainTable } from '../../layout/PlainTable';

/** A resource's records as a table of its list fields (the tab's first view). */
export function RecordList({ name, empty }: { name: string; empty: string }) {
  const translate = useTranslate();
  const r = resourceByName(name);
  const list = useGetList(adminResourceName(r), {
    pagination: { page: 1, perPage: 100 },
    sort: { field: r.sort.field, order: r.sort.order },
  });
  const columns = r.list.map((field) => ({
    key: field,
    label: translate(`entities.${r.name}.fields.${field}`),
  }));
  const rows = (list.data ?? []).map((record) => ({
    key: String(record.id),
    cells: r.list.map((field) => String(record[field] ?? '')),
  }));
  return (
    <>
      <QueryState query={list} />
      {list.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">{translate(empty)}</Typography>
      ) : (
        <PlainTable
          columns={columns}
          rows={rows}
          scroll
          aria-label={translate(`entities.${r.name}.plural`)}
        />
      )}
    </>
  );
}
