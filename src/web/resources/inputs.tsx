import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Alert, Button, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { fieldLabelKey } from '../../core/messages';
import { adminResourceName, resourceByName } from '../../core/registry';
import { valueKind, type FieldDef, type FieldKind, type ResourceDef } from '../../core/resource';
import { useStoreSettings } from '../store/settings';
import { WIDGETS } from '../widgets';
import { useCreateOption } from './CreateReferenceDialog';
import { choiceLabel } from './choices';
import { ScheduleInput } from './ScheduleInput';
import { SecretInput } from './secrets';
import { TimeInput } from './TimeOfDayInput';

/** Choices beyond this many get a search box instead of a drop-down. */
const LONG_CHOICES = 20;

/** Adds a row until the schema's limit; one more click says why nothing was added. */
export function AddRowButton({ resource, field }: { resource: ResourceDef; field: FieldDef }) {
  const { add, total } = useSimpleFormIterator();
  const translate = useTranslate();
  const [refused, setRefused] = useState(false);
  const limit = field.maxItems ?? Infinity;
  const limitKey = field.messages?.maxItems ?? 'validation.maxItems';
  return (
    <>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => {
          if (total >= limit) setRefused(true);
          else {
            setRefused(false);
            add();
          }
        }}
      >
        {translate(`entities.${resource.name}.add.${field.name}`, { _: translate('list.addRow') })}
      </Button>
      {refused && total >= limit && (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
          {translate(limitKey, { limit })}
        </Alert>
      )}
    </>
  );
}

/** Several references chosen by name; `getOptionDisabled` greys out the choices not allowed here. */
export function ReferencesInput({
  field,
  label,
  getOptionDisabled,
}: {
  field: FieldDef;
  label: string;
  getOptionDisabled?: (choice: unknown) => boolean;
}) {
  const target = resourceByName(field.reference!.resource);
  const createOption = useCreateOption(field, InputFor);
  return (
    <ReferenceArrayInput
      source={field.name}
      reference={adminResourceName(target)}
      filter={field.reference!.where}
      sort={target.sort}
      perPage={100}
    >
      <AutocompleteArrayInput
        label={label}
        isRequired={field.required}
        filterSelectedOptions
        fullWidth
        {...(getOptionDisabled ? { getOptionDisabled } : {})}
        {...createOption}
      />
    </ReferenceArrayInput>
  );
}

/** One reference chosen by name; a name not found yet can be created on the spot. */
export function ReferenceOneInput({ field, label }: { field: FieldDef; label: string }) {
  const target = resourceByName(field.reference!.resource);
  const createOption = useCreateOption(field, InputFor);
  return (
    <ReferenceInput
      source={field.name}
      reference={adminResourceName(target)}
      filter={field.reference!.where}
      sort={target.sort}
      perPage={100}
    >
      <AutocompleteInput label={label} isRequired={field.required} fullWidth {...createOption} />
    </ReferenceInput>
  );
}

/** An amount with its unit beside it: the store's currency before money, "%" after a percentage. */
export function AmountInput({ field, label, kind }: { field: FieldDef; label: string; kind: FieldKind }) {
  const { currencySymbol } = useStoreSettings();
  return (
    <NumberInput
      source={field.name}
      label={label}
      isRequired={field.required}
      fullWidth
      step={kind === 'percent' ? 0.001 : 0.01}
      sx={{ maxWidth: 300 }}
      slotProps={{
        input:
          kind === 'money'
            ? { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> }
            : { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  );
}

/** An amount whose unit follows a choice of the form (a discount's type), changing as it changes. */
function UnitAmountInput({ field, label }: { field: FieldDef; label: string }) {
  const by = useWatch({ name: field.unit!.by }) as unknown;
  return <AmountInput field={field} label={label} kind={valueKind(field, { [field.unit!.by]: by })} />;
}

/** The form input for a field of each kind; labels come from `entities.<name>.fields`. */
export function InputFor({
  resource,
  field,
  parent,
}: {
  resource: ResourceDef;
  field: FieldDef;
  parent?: FieldDef;
}) {
  const translate = useTranslate();
  // Inside a list row the source is relative to the row; the label names the list and the field.
  const name = field.name;
  const label = fieldLabelKey(resource, parent ? `${parent.name}.0.${field.name}` : field.name);
  const common = { source: name, label, isRequired: field.required, fullWidth: true };
  switch (field.kind) {
    case 'boolean':
      return <BooleanInput source={name} label={label} />;
    case 'multiline':
    case 'email-design':
      return <TextInput {...common} multiline minRows={2} />;
    case 'color':
      return <TextInput {...common} type="color" sx={{ maxWidth: 200 }} />;
    case 'enum':
      // A long list (time zones) is searched rather than scrolled.
      if ((field.enum?.length ?? 0) > LONG_CHOICES)
        return (
          <AutocompleteInput
            {...common}
            choices={(field.enum ?? []).map((v) => ({ id: v, name: choiceLabel(translate, resource, v) }))}
            sx={{ maxWidth: 400 }}
          />
        );
    // falls through
    case 'status':
      return (
        <SelectInput
          {...common}
          choices={(field.enum ?? []).map((v) => ({
            id: v,
            name: field.kind === 'status' ? translate(`status.${v}`) : choiceLabel(translate, resource, v),
          }))}
          sx={{ maxWidth: 300 }}
        />
      );
    case 'choices':
      // Several of a few values, each a box to tick; they wrap on a phone.
      return (
        <CheckboxGroupInput
          source={name}
          label={label}
          isRequired={field.required}
          choices={(field.enum ?? []).map((v) => ({ id: v, name: choiceLabel(translate, resource, v) }))}
          sx={{ '& .MuiFormGroup-root': { flexWrap: 'wrap' } }}
        />
      );
    case 'date':
      return <DateInput {...common} sx={{ maxWidth: 300 }} />;
    case 'time':
      return <TimeInput source={name} label={label} isRequired={field.required} />;
    case 'schedule':
      return <ScheduleInput field={field} label={label} />;
    case 'email':
      return (
        <TextInput
          {...common}
          type="email"
          autoComplete="off"
          sx={{ maxWidth: 640 }}
          slotProps={{ htmlInput: { autoCapitalize: 'off', spellCheck: false } }}
        />
      );
    case 'secret':
      return <SecretInput resource={resource} field={field} label={label} />;
    case 'money':
    case 'percent':
      return field.unit ? (
        <UnitAmountInput field={field} label={label} />
      ) : (
        <AmountInput field={field} label={label} kind={field.kind} />
      );
    case 'integer':
      return <NumberInput {...common} step={1} sx={{ maxWidth: 300 }} />;
    case 'quantity':
      return <NumberInput {...common} step={0.001} sx={{ maxWidth: 200 }} />;
    case 'reference':
      return <ReferenceOneInput field={field} label={label} />;
    case 'references':
      return <ReferencesInput field={field} label={label} />;
    case 'list': {
      if (!parent && field.widget) {
        const Widget = WIDGETS[field.widget].Input;
        return <Widget field={field} label={label} />;
      }
      // A list of a fixed number of rows (the three tip suggestions) has no Add, Remove or Clear.
      const fixed = field.minItems !== undefined && field.minItems === field.maxItems;
      return (
        <ArrayInput source={name} label={label} isRequired={field.required}>
          <SimpleFormIterator
            inline
            disableReordering
            disableAdd={fixed}
            disableRemove={fixed}
            disableClear={fixed}
            addButton={<AddRowButton resource={resource} field={field} />}
            // A row's Remove stays in sight: touch screens and keyboards have no hover.
            sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
          >
            {(field.fields ?? []).map((item) => (
              <InputFor key={item.name} resource={resource} field={item} parent={field} />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
    }
    default:
      // An example stays in sight (the label kept above it) and is never sent as a value.
      return field.placeholder ? (
        <TextInput {...common} placeholder={field.placeholder} slotProps={{ inputLabel: { shrink: true } }} />
      ) : (
        <TextInput {...common} />
      );
  }
}
