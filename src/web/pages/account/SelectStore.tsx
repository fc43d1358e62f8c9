import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SearchIcon from '@mui/icons-material/Search';
import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { ANALYTICS_PATH, LOGIN_PATH } from '../../../core/routes';
import { storeSession } from '../../providers/authProvider';
import { signedIn } from '../../session';
import { AccountCard } from './AccountFrame';
import { reloadAt, TextLink } from './AccountLinks';
import { errorText, postJson, type SessionBody, type StoreSummary } from './api';
import { SELECT_STORE_PATH } from '../../../core/routes';

/** More stores than this, and the list gets a search box. */
export const STORE_SEARCH_THRESHOLD = 5;

/** The stores kept in the browser at sign-in (`localStorage.stores`); anything unreadable is left out. */
export function storedStores(): StoreSummary[] {
  try {
    const stores = JSON.parse(localStorage.getItem('stores') ?? '[]') as unknown;
    if (!Array.isArray(stores)) return [];
    return stores.filter(
      (s): s is StoreSummary =>
        !!s && typeof s === 'object' && typeof s.id === 'string' && typeof s.name === 'string',
    );
  } catch {
    return [];
  }
}

/** Lower case, without accents: "Café" is found by "cafe". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** /pages/select-store: the signed-in user picks which of their stores the console works on. */
export function SelectStore() {
  if (!signedIn()) return <Navigate to={LOGIN_PATH} replace state={{ nextPathname: SELECT_STORE_PATH }} />;
  return <StoreChooser />;
}

function StoreChooser() {
  const translate = useTranslate();
  const [stores] = useState(storedStores);
  const currentId = localStorage.getItem('storeId');
  const [query, setQuery] = useState('');
  const [choosing, setChoosing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const shown = useMemo(() => {
    const q = folded(query.trim());
    if (!q) return stores;
    return stores.filter((s) => folded(s.name).includes(q) || folded(s.slug ?? '').includes(q));
  }, [stores, query]);

  async function choose(store: StoreSummary) {
    setChoosing(store.id);
    setError(null);
    const result = await postJson<SessionBody>(
      '/api/auth/select-store',
      { storeId: store.id },
      { auth: true },
    );
    const data = result.ok ? result.body?.data : undefined;
    if (data?.accessToken && data.userData) {
      storeSession(data);
      reloadAt(ANALYTICS_PATH);
      return;
    }
    setError(errorText(result, translate));
    setChoosing(null);
  }

  return (
    <AccountCard
      icon={<StorefrontIcon />}
      title={translate('account.selectStore.title')}
      subtitle={translate('account.selectStore.subtitle')}
      maxWidth={520}
    >
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {stores.length > STORE_SEARCH_THRESHOLD && (
        <TextField
          id="store-search"
          type="search"
          label={translate('account.selectStore.search')}
          fullWidth
          margin="normal"
          autoFocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {stores.length === 0 ? (
        <Typography color="text.secondary" align="center" sx={{ my: 2 }}>
          {translate('account.selectStore.none')}
        </Typography>
      ) : (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('account.selectStore.count', { smart_count: shown.length })}
          </Typography>
          <List
            aria-label={translate('account.selectStore.title')}
            sx={{ maxHeight: 420, overflowY: 'auto' }}
          >
            {shown.map((store) => {
              const current = store.id === currentId;
              return (
                <ListItem key={store.id} disablePadding>
                  <ListItemButton
                    selected={current}
                    aria-current={current ? 'true' : undefined}
                    disabled={choosing !== null}
                    onClick={() => choose(store)}
                    sx={{ borderRadius: 1 }}
                  >
                    <ListItemIcon>
                      {choosing === store.id ? (
                        <CircularProgress size={24} aria-label={translate('account.selectStore.opening')} />
                      ) : current ? (
                        <CheckCircleIcon color="primary" />
                      ) : (
                        <StorefrontIcon />
                      )}
                    </ListItemIcon>
                    <ListItemText primary={store.name} secondary={store.slug} />
                    {current && (
                      <Chip
                        size="small"
                        color="primary"
                        variant="outlined"
                        label={translate('account.selectStore.current')}
                      />
                    )}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </>
      )}
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <TextLink to={ANALYTICS_PATH}>{translate('account.actions.backToDashboard')}</TextLink>
      </Box>
    </AccountCard>
  );
}
