/**
 * Variables without the `__typename` keys Apollo Client adds to every object it reads. Clients such
 * as react-admin's stock ra-data-graphql-simple send a record's rows (menu-item prices, job modules)
 * back as they read them, and GraphQL would refuse those keys: no input type can declare a name that
 * starts with `__`, so dropping them changes nothing a client could mean.
 */
export function withoutTypenames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypenames);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (key !== '__typename') out[key] = withoutTypenames(v);
  return out;
}
