import { useRecordContext, useTranslate } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../core/resource';
import type { EntityUi } from '../resources/entities';

/** How many times the coupon was redeemed, out of its maximum ("3 / 50", or "3 / no limit"). */
function RedeemedField({ field }: { resource: ResourceDef; field: FieldDef }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const used = typeof record[field.name] === 'number' ? (record[field.name] as number) : 0;
  const max = record.max_coupons;
  return (
    <span>
      {used} / {typeof max === 'number' ? max : translate('entities.coupon.unlimited')}
    </span>
  );
}

const coupon: EntityUi = { fields: { redeemed: RedeemedField } };
export default coupon;
