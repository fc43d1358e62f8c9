import type { DatePreset } from '../../../core/reports';
import { officeCall } from '../../officeCall';

/** A range's sales and labour, money in cents (the `dashboard` query). */
export interface DashboardFigures {
  from: string;
  to: string;
  netSales: number;
  checks: number;
  averageTicket: number;
  guests: number;
  laborCost: number;
  laborShare: number | null;
}

export interface RatedItem {
  menuItem: string;
  ratings: number;
  average: number;
}

export interface DashboardData {
  preset: string | null;
  today: DashboardFigures;
  yesterday: DashboardFigures;
  period: DashboardFigures;
  previous: DashboardFigures;
  hours: { hour: number; today: number; period: number; previous: number }[];
  minRatings: number;
  liked: RatedItem[];
  disliked: RatedItem[];
}

const FIGURES = 'from to netSales checks averageTicket guests laborCost laborShare';
const DASHBOARD = `query ($preset: String) { dashboard(preset: $preset) {
  preset today { ${FIGURES} } yesterday { ${FIGURES} } period { ${FIGURES} } previous { ${FIGURES} }
  hours { hour today period previous } minRatings
  liked { menuItem ratings average } disliked { menuItem ratings average } } }`;

export const fetchDashboard = async (preset: DatePreset) =>
  (await officeCall<{ dashboard: DashboardData }>(DASHBOARD, { preset })).dashboard;
