import type { NameFormat } from '../../storeFormats';

/** A person's name in the store's name format: "Carla Cashier" or "Cashier, Carla". */
export function personName(p: { first_name: string; last_name: string }, format: NameFormat): string {
  return format === 'lastname-firstname'
    ? `${p.last_name}, ${p.first_name}`
    : `${p.first_name} ${p.last_name}`;
}
