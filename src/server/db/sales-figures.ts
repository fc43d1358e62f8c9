/**
 * The sales figures of report_sales_hour that the sales reports add up, in cents and counts: the one
 * list the rollups, the reports' statements and the hand-written statements share.
 */
export const SALES_FIGURES = [
  'checks',
  'guests',
  'subtotal',
  'discount',
  'tax',
  'tip',
  'gratuity',
  'delivery_fee',
  'total',
  'voided_checks',
  'void_quantity',
  'void_amount',
] as const;
