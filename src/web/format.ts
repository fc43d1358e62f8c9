/**
 * Amounts as the store shows them, in either language (SPEC §9: "$", en-US number format): always
 * the currency's two decimals, so prices line up and never read "$9.5".
 */
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rates are written with up to three decimals (8.875 %) and shown as written: no padding zeros. */
const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, useGrouping: false });

/** 9.5 → "$9.50", 1234 → "$1,234.00", -2 → "-$2.00". */
export function formatMoney(value: number, symbol = '$'): string {
  const text = `${symbol}${money.format(Math.abs(value))}`;
  // The sign goes before the symbol, as amounts are written ("-$2.00", not "$-2.00"); a value that
  // rounds to zero shows no sign.
  return value < 0 && money.format(Math.abs(value)) !== money.format(0) ? `-${text}` : text;
}

/** 8.875 → "8.875%", 6.25 → "6.25%", 10 → "10%". */
export function formatPercent(value: number, suffix = '%'): string {
  return `${rate.format(value)}${suffix}`;
}
