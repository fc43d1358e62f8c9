/** Amounts as the store shows them (SPEC §9: "$", en-US number format). */
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(value: number, symbol = '$'): string {
  return `${symbol}${money.format(value)}`;
}
