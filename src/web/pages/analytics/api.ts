import type { DatePreset } from '../../../core/reports';
import {
  DashboardDocument,
  type DashboardFiguresFragment,
  type DashboardQuery,
  type RatedItemFragment,
} from '../../../../generated/graphql-documents';
import { graphqlCall } from '../../graphql/client';

/** A range's sales and labour, money in cents (the `dashboard` query). */
export type DashboardFigures = DashboardFiguresFragment;

export type RatedItem = RatedItemFragment;

export type DashboardData = DashboardQuery['dashboard'];

export const fetchDashboard = async (preset: DatePreset) =>
  (await graphqlCall(DashboardDocument, { preset })).dashboard;
