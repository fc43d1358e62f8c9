import { Alert, Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { EditBase, useNotify, useTranslate } from 'react-admin';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { LeaveDialog } from '../../leave/LeaveDialog';
import { useFormUnsaved } from '../../leave/useFormUnsaved';
import { ResourceForm } from '../../resources/form';
import { currentStore } from '../../session';

/** The id prefix of General Settings' tabs (index.tsx): a click on another one leaves this tab. */
const TAB_ID = 'general-settings-tab-';

/**
 * While the form has changes not saved, choosing another tab of the page asks first, as leaving the
 * page does (FormLeaveGuard): the click is held, and passed on only once the user chooses to leave.
 */
function TabLeaveGuard() {
  const unsaved = useFormUnsaved();
  const [pending, setPending] = useState<HTMLElement | null>(null);
  const passing = useRef(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const tab = (event.target as Element | null)?.closest?.<HTMLElement>(`[role="tab"][id^="${TAB_ID}"]`);
      if (!tab || tab.getAttribute('aria-selected') === 'true' || passing.current || !unsaved()) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(tab);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [unsaved]);
  const leave = () => {
    const tab = pending;
    setPending(null);
    passing.current = true;
    tab?.click();
    passing.current = false;
  };
  return <LeaveDialog open={pending !== null} stay={() => setPending(null)} leave={leave} />;
}

/**
 * A tab of General Settings that edits one of the store's settings records (customer, payroll or
 * delivery settings): the record's form, saved in place with the record's own rules, its refusals
 * told in the user's language, and a warning before its unsaved changes are lost.
 */
export function settingsTab(name: string) {
  const r = resourceByName(name);
  return function SettingsTab() {
    const translate = useTranslate();
    const notify = useNotify();
    const store = currentStore();
    if (!store) return <Alert severity="warning">{translate('errors.selectStore')}</Alert>;
    const onSuccess = () =>
      notify(translate('generalSettings.saved', { name: translate(`entities.${r.name}.name`) }), {
        type: 'info',
      });
    return (
      <Box sx={{ minWidth: 0 }}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate(`generalSettings.intros.${r.name}`)}
        </Typography>
        <EditBase
          resource={adminResourceName(r)}
          id={store.id}
          redirect={false}
          mutationMode="pessimistic"
          mutationOptions={{ onSuccess }}
        >
          <ResourceForm r={r} ui={{}}>
            <TabLeaveGuard />
          </ResourceForm>
        </EditBase>
      </Box>
    );
  };
}
