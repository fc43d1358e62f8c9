/**
 * The range of business dates ($2, $3) of the store ($1) as moments, written by hand: from the first
 * day's start in the store's zone to the start of the day after the last one.
 */
export const RANGE_START = `((($2::date + coalesce((select business_day_start from store_info where store_id = $1), '00:00')::time)::timestamp)
  at time zone (select time_zone from store where id = $1))`;
export const RANGE_END = `(((($3::date + 1) + coalesce((select business_day_start from store_info where store_id = $1), '00:00')::time)::timestamp)
  at time zone (select time_zone from store where id = $1))`;
