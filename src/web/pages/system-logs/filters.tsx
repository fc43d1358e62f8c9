import { useMemo, type ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import {
  Button,
  DateInput,
  SearchInput,
  SelectInput,
  useGetList,
  useListContext,
  useLocaleState,
  useTranslate,
  type DateInputProps,
  type SelectInputProps,
} from 'react-admin';
import { registry } from '../../../core/registry';
import { SYSTEM_LOG_USERS_RESOURCE, type SystemLogUserChoice } from '../../providers/systemLog';
import { ACTIONS, EVENT_ENTITIES, PAGE_ENTITIES, actionLabel, entityLabel, userLabel } from './format';

type ChoiceFilterProps = Omit<SelectInputProps, 'choices'>;

/** An empty choice reads "All", shown in the field, so an unset filter says what it lets through. */
const SHOW_ALL = {
  emptyText: 'systemLog.filters.any',
  translateChoice: false,
  slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
} as const;

function UserFilter(props: ChoiceFilterProps) {
  const translate = useTranslate();
  const { data, isPending } = useGetList<SystemLogUserChoice>(SYSTEM_LOG_USERS_RESOURCE);
  const choices = useMemo(
    () =>
      (data ?? []).map((u) => ({
        id: u.id,
        name: userLabel(translate, { user_id: u.id, user_name: u.name }),
      })),
    [data, translate],
  );
  return <SelectInput {...SHOW_ALL} {...props} choices={choices} isPending={isPending} />;
}

function EntityFilter(props: ChoiceFilterProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const choices = useMemo(
    () =>
      [...registry.map((r) => r.name), ...PAGE_ENTITIES, ...EVENT_ENTITIES]
        .map((name) => ({ id: name, name: entityLabel(translate, name) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [translate, locale],
  );
  return <SelectInput {...SHOW_ALL} {...props} choices={choices} />;
}

function ActionFilter(props: ChoiceFilterProps) {
  const translate = useTranslate();
  const choices = useMemo(
    () => ACTIONS.map((a) => ({ id: a, name: actionLabel(translate, a) })),
    [translate],
  );
  return <SelectInput {...SHOW_ALL} {...props} choices={choices} />;
}

/** One end of the date range; the browser's date picker offers no day past the other end. */
function DayFilter({ limitBy, limit, ...props }: DateInputProps & { limitBy: string; limit: 'min' | 'max' }) {
  const other = useWatch({ name: limitBy }) as string | undefined;
  return <DateInput {...props} slotProps={{ htmlInput: { [limit]: other || undefined } }} />;
}

/** The list's filters, all shown at once as they are few; days are the user's local calendar days. */
export const SYSTEM_LOG_FILTERS: ReactElement[] = [
  <SearchInput key="q" source="q" alwaysOn />,
  <UserFilter key="user_id" source="user_id" label="systemLog.filters.user" alwaysOn />,
  <EntityFilter key="entity" source="entity" label="systemLog.filters.entity" alwaysOn />,
  <ActionFilter key="action" source="action" label="systemLog.filters.action" alwaysOn />,
  <DayFilter key="from" source="from" label="systemLog.filters.from" limitBy="to" limit="max" alwaysOn />,
  <DayFilter key="to" source="to" label="systemLog.filters.to" limitBy="from" limit="min" alwaysOn />,
];

/** Back to the whole log in one step, as the filters are all open at once. */
export function ClearFiltersButton() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some((v) => v !== '' && v !== undefined && v !== null);
  return (
    // Named even while disabled: on a phone react-admin then draws a bare icon button.
    <Button
      label="systemLog.filters.clear"
      aria-label={translate('systemLog.filters.clear')}
      onClick={() => setFilters({}, {})}
      disabled={!filtered}
    >
      <FilterListOffIcon />
    </Button>
  );
}
