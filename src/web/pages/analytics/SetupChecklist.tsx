import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link as MuiLink,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { operationAllowed, type AccessUser } from '../../../core/permissions';
import { adminResourceName, registry } from '../../../core/registry';
import type { ResourceDef } from '../../../core/resource';

/**
 * What a new store sets up first, in order; a step counts once the store has `done` records of it
 * (the owner is already one employee), or for the store's own record (a singleton), once it holds
 * the `filled` fields. Steps whose page does not exist yet are left out.
 */
const STEPS: { resource: string; done: number; filled?: readonly string[] }[] = [
  { resource: 'store-info', done: 1, filled: ['address', 'city'] },
  { resource: 'department', done: 1 },
  { resource: 'category', done: 1 },
  { resource: 'tax', done: 1 },
  { resource: 'menu-item', done: 1 },
  { resource: 'employee', done: 2 },
  { resource: 'device', done: 1 },
];

const dismissKey = (storeId: string) => `setupDismissed:${storeId}`;

function useStepDone(r: ResourceDef, done: number, filled: readonly string[] = []): boolean | undefined {
  const { data, total } = useGetList(adminResourceName(r), { pagination: { page: 1, perPage: 1 } });
  if (total === undefined) return undefined;
  if (r.singleton) return filled.every((name) => !!data?.[0]?.[name]);
  return total >= done;
}

function Step({
  r,
  done,
  filled,
  onState,
}: {
  r: ResourceDef;
  done: number;
  filled?: readonly string[];
  onState: (name: string, done: boolean) => void;
}) {
  const translate = useTranslate();
  const state = useStepDone(r, done, filled);
  useEffect(() => {
    if (state !== undefined) onState(r.name, state);
  }, [state, onState, r.name]);
  const label = translate(`setup.steps.${r.name}`, { _: translate(`entities.${r.name}.plural`) });
  return (
    <ListItem disableGutters>
      <ListItemIcon sx={{ minWidth: 36 }}>
        {state ? (
          <CheckCircleIcon color="success" titleAccess={translate('setup.done')} />
        ) : (
          <RadioButtonUncheckedIcon color="disabled" titleAccess={translate('setup.toDo')} />
        )}
      </ListItemIcon>
      <ListItemText
        primary={
          <MuiLink component={Link} to={`/${adminResourceName(r)}${state || r.singleton ? '' : '/create'}`}>
            {label}
          </MuiLink>
        }
      />
    </ListItem>
  );
}

/**
 * A new store's first steps on the dashboard, ticked from its own data, with progress; hidden once
 * everything is done or the user dismisses it (for this store, in this browser).
 */
export function SetupChecklist({ user, storeId }: { user: AccessUser; storeId: string }) {
  const translate = useTranslate();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(dismissKey(storeId)) === 'true');
  const [states, setStates] = useState<Record<string, boolean>>({});
  const record = useCallback(
    (name: string, done: boolean) =>
      setStates((prev) => (prev[name] === done ? prev : { ...prev, [name]: done })),
    [],
  );
  const steps = STEPS.flatMap(({ resource, done, filled }) => {
    const r = registry.find((x) => x.name === resource);
    return r && operationAllowed(user, r) ? [{ r, done, filled }] : [];
  });
  const doneCount = steps.filter((s) => states[s.r.name]).length;
  const known = steps.every((s) => states[s.r.name] !== undefined);
  if (dismissed || steps.length === 0 || (known && doneCount === steps.length)) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="setup-title" sx={{ mb: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="setup-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('setup.title')}
          </Typography>
          <Button
            size="small"
            color="inherit"
            onClick={() => {
              localStorage.setItem(dismissKey(storeId), 'true');
              setDismissed(true);
            }}
          >
            {translate('setup.dismiss')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" id="setup-progress">
          {translate('setup.progress', { done: doneCount, total: steps.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(doneCount / steps.length) * 100}
          aria-labelledby="setup-progress"
          sx={{ my: 1, height: 6, borderRadius: 3 }}
        />
        <List dense>
          {steps.map(({ r, done, filled }) => (
            <Step key={r.name} r={r} done={done} filled={filled} onState={record} />
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
