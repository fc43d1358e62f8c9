import MoreVertIcon from '@mui/icons-material/MoreVert';
import StoreIcon from '@mui/icons-material/Store';
import {
  Box,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { LocalesMenuButton, useLocaleState, useLocales, useTranslate } from 'react-admin';
import { currentStore, knownStores, useStoredUser } from '../session';
import { visuallyHidden } from '../widgets/visuallyHidden';
import { DisplayMenuButton, useDisplayItems } from './DisplayMenu';

/** The store the console works in, for whoever can be in more than one (and support users). */
export function StoreName() {
  const user = useStoredUser();
  const store = currentStore();
  const translate = useTranslate();
  if (!store?.name || !(user?.support || knownStores().length > 1)) return null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, mx: 1 }}
      title={translate('appBar.store', { name: store.name })}
    >
      <StoreIcon fontSize="small" aria-hidden />
      <Typography variant="body2" noWrap sx={{ maxWidth: { xs: 110, sm: 240 } }}>
        <Box component="span" sx={visuallyHidden}>
          {translate('appBar.storeLabel')}{' '}
        </Box>
        {store.name}
      </Typography>
    </Box>
  );
}

/** Language, and theme and direction: two buttons on a laptop, folded into one menu on a phone. */
export function AppBarControls() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const displayItems = useDisplayItems(close);
  if (!phone)
    return (
      <>
        <LocalesMenuButton />
        <DisplayMenuButton />
      </>
    );
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('appBar.more')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {locales.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            onClick={() => {
              setLocale(l.locale);
              close();
            }}
          >
            <ListItemText>{l.name}</ListItemText>
          </MenuItem>
        ))}
        {displayItems}
      </Menu>
    </>
  );
}
