import { PAGE_REPORTS } from '../../../core/reports';
import ReportScreen from '../../reports/ReportScreen';

const def = PAGE_REPORTS.find((r) => r.code === 'daily-report-olo')!;

/**
 * /pages/daily-report-olo: online ordering's sales per business date, on the reports' frame (range,
 * comparison with the previous period, chart, table with totals and exports).
 */
export default function DailyReportOlo() {
  return <ReportScreen def={def} />;
}
