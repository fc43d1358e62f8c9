import type { DatePreset } from '../../../core/reports';
import {
  EcommerceDashboardDocument,
  type EcommerceDashboardQuery,
  type OnlineFiguresFragment,
} from '../../../../generated/graphql-documents';
import { graphqlCall } from '../../graphql/client';

/** Online orders of a range, money in cents (the `ecommerceDashboard` query). */
export type OnlineFigures = OnlineFiguresFragment;

export type EcommerceData = EcommerceDashboardQuery['ecommerceDashboard'];

export const fetchEcommerce = async (preset: DatePreset) =>
  (await graphqlCall(EcommerceDashboardDocument, { preset })).ecommerceDashboard;
