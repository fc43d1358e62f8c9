import { rateSystemReport } from '../services/reports/tickets.js';
import { defineReport } from './define.js';
import { n, share, sumRows, t } from './hand/cells.js';
import { one, type Cells, type Row } from './hand/compare.js';

export default defineReport({
  code: 'rate-system-report',
  order: 20,
  icon: 'Checklist',
  filters: [],
  compare: false,
  paged: false,
  chart: 'bar',
  series: [
    { key: 'averageRating', label: 'reports.chart.averageRating', unit: 'number', column: 'averageRating' },
  ],
  ...rateSystemReport,
  hand: {
    statements: one(`select coalesce(m.name, (select i.name from check_item i
        where i.store_id = $1 and i.menu_item_id = r.menu_item_id order by i.id desc limit 1), '—') as name,
      sum(r.ratings) as ratings, sum(r.points) as points, sum(r.likes) as likes, sum(r.dislikes) as dislikes
    from report_rating_day r
    left join menu_item m on m.store_id = r.store_id and m.id = r.menu_item_id
    where r.store_id = $1 and r.business_date between $2::date and $3::date
    group by r.menu_item_id, m.name`),
    expected: ([rows]) => {
      const cells = (r: Row): Cells => [
        t(r.ratings),
        n(r.ratings) ? (Math.round((n(r.points) / n(r.ratings)) * 100) / 100).toFixed(2) : '0.00',
        t(r.likes),
        t(r.dislikes),
        share(n(r.likes), n(r.ratings)),
      ];
      return {
        rows: rows!.map((r) => [r.name as string, ...cells(r)]),
        ordered: false,
        totals: [null, ...cells(sumRows(rows!, ['ratings', 'points', 'likes', 'dislikes']))],
      };
    },
  },
});
