import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ArrayInput, NumberInput, SimpleFormIterator, useSourceContext } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../core/resource';
import type { EntityUi } from '../resources/entities';
import { AddRowButton, AmountInput, InputFor, ReferenceOneInput } from '../resources/inputs';
import { fieldLabelKey } from '../../core/messages';

/** The field each type of reward names besides its points, name and type. */
const TYPE_FIELD: Record<string, string> = {
  percent: 'value',
  amount: 'value',
  item: 'menu_item_id',
  coupon: 'coupon_id',
};
const TYPED = ['value', 'menu_item_id', 'coupon_id'];

/**
 * One reward: its points, name and type, then only what its type asks for — the percentage or the
 * amount off, the free menu item or the coupon. Changing the type empties what the old one named, so
 * a reward never keeps a value it does not use.
 */
function RewardRow({ resource, field }: { resource: ResourceDef; field: FieldDef }) {
  const sourceContext = useSourceContext();
  const typeSource = sourceContext.getSource('type');
  const type = useWatch({ name: typeSource }) as string | undefined;
  const { getValues, setValue } = useFormContext();
  const shown = type ? TYPE_FIELD[type] : undefined;
  const before = useRef(type);
  useEffect(() => {
    if (before.current === type) return;
    before.current = type;
    for (const name of TYPED) {
      const source = sourceContext.getSource(name);
      if (name !== shown && getValues(source) != null) setValue(source, null, { shouldDirty: true });
    }
  }, [type, shown, sourceContext, getValues, setValue]);
  const item = (name: string) => field.fields!.find((f) => f.name === name)!;
  const label = (name: string) => fieldLabelKey(resource, `${field.name}.0.${name}`);
  return (
    <>
      <InputFor resource={resource} field={item('points')} parent={field} />
      <InputFor resource={resource} field={item('name')} parent={field} />
      <InputFor resource={resource} field={item('type')} parent={field} />
      {shown === 'value' && (
        <AmountInput
          field={{ ...item('value'), required: true }}
          label={label('value')}
          kind={type === 'percent' ? 'percent' : 'money'}
        />
      )}
      {shown === 'menu_item_id' && (
        <ReferenceOneInput
          field={{ ...item('menu_item_id'), required: true }}
          label={label('menu_item_id')}
        />
      )}
      {shown === 'coupon_id' && (
        <ReferenceOneInput field={{ ...item('coupon_id'), required: true }} label={label('coupon_id')} />
      )}
    </>
  );
}

/** The plan's rewards, one row each, with Add until the schema's limit. */
function RewardsInput({ resource, field, label }: { resource: ResourceDef; field: FieldDef; label: string }) {
  return (
    <ArrayInput source={field.name} label={label} isRequired={field.required}>
      <SimpleFormIterator
        inline
        disableReordering
        addButton={<AddRowButton resource={resource} field={field} />}
        sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
      >
        <RewardRow resource={resource} field={field} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/**
 * The points a plan gives, shown for the way it earns only: per 1.00 spent (points, not money: no
 * currency sign) or per visit.
 */
function EarningInput({ field, label }: { field: FieldDef; label: string }) {
  const earnBy = useWatch({ name: 'earn_by' }) as string | undefined;
  const shownFor = field.name === 'points_per_visit' ? 'visit' : 'spending';
  if ((earnBy ?? 'spending') !== shownFor) return null;
  return (
    <NumberInput
      source={field.name}
      label={label}
      isRequired
      fullWidth
      step={field.name === 'points_per_visit' ? 1 : 0.01}
      sx={{ maxWidth: 300 }}
    />
  );
}

const loyaltyPlan: EntityUi = {
  inputs: { rewards: RewardsInput, points_per_amount: EarningInput, points_per_visit: EarningInput },
};
export default loyaltyPlan;
