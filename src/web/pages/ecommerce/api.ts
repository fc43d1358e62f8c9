import type { DatePreset } from '../../../core/reports';
import { officeCall } from '../../officeCall';

/** Online orders of a range, money in cents (the `ecommerceDashboard` query). */
export interface OnlineFigures {
  from: string;
  to: string;
  orders: number;
  sales: number;
  averageTicket: number;
}

export interface OnlineLine {
  orders: number;
  sales: number;
  averageTicket: number;
}

export interface EcommerceData {
  preset: string | null;
  today: OnlineFigures;
  yesterday: OnlineFigures;
  period: OnlineFigures;
  previous: OnlineFigures;
  days: (OnlineLine & { date: string })[];
  hours: (OnlineLine & { hour: number })[];
  orderTypes: (OnlineLine & { orderType: string })[];
}

const FIGURES = 'from to orders sales averageTicket';
const LINE = 'orders sales averageTicket';
const ECOMMERCE = `query ($preset: String) { ecommerceDashboard(preset: $preset) {
  preset today { ${FIGURES} } yesterday { ${FIGURES} } period { ${FIGURES} } previous { ${FIGURES} }
  days { date ${LINE} } hours { hour ${LINE} } orderTypes { orderType ${LINE} } } }`;

export const fetchEcommerce = async (preset: DatePreset) =>
  (await officeCall<{ ecommerceDashboard: EcommerceData }>(ECOMMERCE, { preset })).ecommerceDashboard;
