import { AppError } from '../../core/errors.js';
import type { EntityModule } from './index.js';

/** The prefix each channel needs among a group's prefixes (SPEC §5), matched by name in any case. */
export const CHANNEL_PREFIXES = [
  { flag: 'online_ordering', names: ['add', 'extra'], key: 'validation.modifierGroup.onlineNeedsAddOrExtra' },
  { flag: 'kiosk', names: ['add'], key: 'validation.modifierGroup.kioskNeedsAdd' },
] as const;

/**
 * A group offered online needs the prefix "Add" or "Extra"; one offered on the kiosk needs "Add".
 * The schema cannot say it: the prefixes are records, known by their names.
 */
const modifierGroup: EntityModule = () => ({
  async beforeWrite(tx, scope, data) {
    const wanted = CHANNEL_PREFIXES.filter((c) => data[c.flag] === true);
    if (wanted.length === 0) return {};
    const ids = (data.prefix_ids as string[] | undefined) ?? [];
    const rows = ids.length
      ? await tx
          .selectFrom('modifier_prefix')
          .select('name')
          .where('store_id', '=', scope.storeId)
          .where('id', 'in', ids)
          .execute()
      : [];
    const names = new Set(rows.map((r) => String(r.name).trim().toLowerCase()));
    for (const c of wanted)
      if (!c.names.some((n) => names.has(n)))
        throw new AppError('VALIDATION', c.key, {}, [{ field: 'prefix_ids', key: c.key }]);
    return {};
  },
});

export default modifierGroup;
