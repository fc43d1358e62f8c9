import LockIcon from '@mui/icons-material/Lock';
import KeyIcon from '@mui/icons-material/Key';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import StoreIcon from '@mui/icons-material/Store';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { forwardRef, useState, type FormEvent } from 'react';
import {
  Logout,
  UserMenu as RaUserMenu,
  useGetIdentity,
  useLogout,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { permissionOn } from '../../core/permissions';
import { LOCK_SCREEN_PATH } from '../../core/routes';
import { CHANGE_PASSWORD_PATH, SELECT_STORE_PATH } from '../../core/routes';
import { ResetSessionsDocument } from '../../../generated/graphql-documents';
import { errorMessage, graphqlCall } from '../graphql/client';
import { useStoredUser } from '../session';
import { DialogFrame, PasswordConfirmField } from '../widgets/DialogFrame';
import { TwoFactorDialog } from '../two-factor/TwoFactorDialog';

const Item = forwardRef<HTMLLIElement, { icon: React.ReactNode; label: string; onClick: () => void }>(
  function Item({ icon, label, onClick }, ref) {
    const menu = useUserMenu();
    return (
      <MenuItem
        ref={ref}
        onClick={() => {
          menu?.onClose();
          onClick();
        }}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );
  },
);

/** Session reset: every user of the store is signed out; asks for the caller's password first. */
function ResetSessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const logout = useLogout();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!key) {
      setError(translate('validation.required', { field: translate('session.key').toLowerCase() }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await graphqlCall(ResetSessionsDocument, { k: key });
      onClose();
      void logout();
    } catch (err) {
      setError(errorMessage(translate, err));
      setBusy(false);
    }
  }
  return (
    <DialogFrame
      id="reset-sessions"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={translate('session.resetTitle')}
      text={translate('session.resetBody')}
      error={error}
      danger
      busy={busy}
      cancel={{ label: translate('session.cancel') }}
      confirm={{ label: translate('session.confirm') }}
    >
      <PasswordConfirmField id="reset-key" label={translate('session.key')} value={key} onChange={setKey} />
    </DialogFrame>
  );
}

/** The app bar's user menu: change password, two-factor sign-in, switch store, lock, reset sessions, sign out. */
export function UserMenu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const user = useStoredUser();
  const { identity } = useGetIdentity();
  // On a laptop the button shows the user's name: its accessible name starts with what it shows. On a
  // phone it shows the avatar alone, named by the menu's key in the user's language ("Perfil"): a
  // sentence there would be taken for a key and fall back to the English word.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const label =
    identity?.fullName && !phone
      ? translate('session.userMenuOf', { name: identity.fullName })
      : 'ra.auth.user_menu';
  const [resetOpen, setResetOpen] = useState(false);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const stores = JSON.parse(localStorage.getItem('stores') ?? '[]') as unknown[];
  const canReset =
    !!user &&
    (user.support === true || permissionOn(user.job?.[0]?.modules ?? [], 'settings-office', 'session-reset'));
  return (
    <>
      <RaUserMenu label={label}>
        <Item
          icon={<KeyIcon />}
          label={translate('session.changePassword')}
          onClick={() => navigate(CHANGE_PASSWORD_PATH)}
        />
        <Item
          icon={<PhonelinkLockIcon />}
          label={translate('twoFactor.menu')}
          onClick={() => setTwoFactorOpen(true)}
        />
        {stores.length > 1 && (
          <Item
            icon={<StoreIcon />}
            label={translate('session.switchStore')}
            onClick={() => navigate(SELECT_STORE_PATH)}
          />
        )}
        <Item
          icon={<LockIcon />}
          label={translate('session.lock')}
          onClick={() => {
            sessionStorage.setItem('lockedFrom', window.location.pathname);
            localStorage.removeItem('apollo-token');
            localStorage.removeItem('tokenExpiry');
            navigate(LOCK_SCREEN_PATH);
          }}
        />
        {canReset && (
          <Item
            icon={<RestartAltIcon />}
            label={translate('session.reset')}
            onClick={() => setResetOpen(true)}
          />
        )}
        <Logout />
      </RaUserMenu>
      <ResetSessionsDialog open={resetOpen} onClose={() => setResetOpen(false)} />
      <TwoFactorDialog open={twoFactorOpen} onClose={() => setTwoFactorOpen(false)} />
    </>
  );
}
