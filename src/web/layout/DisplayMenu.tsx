import CheckIcon from '@mui/icons-material/Check';
import ContrastIcon from '@mui/icons-material/Contrast';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import {
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import {
  chooseDirection,
  chooseTheme,
  DIRECTIONS,
  THEMES,
  useDirection,
  useThemeChoice,
  type ThemeChoice,
} from './display';

const ICON: Record<ThemeChoice, typeof ContrastIcon> = {
  light: LightModeIcon,
  dark: DarkModeIcon,
  'semi-dark': ContrastIcon,
};

/**
 * The choices of theme and of direction, each a set of radio items (the current one checked), for a
 * menu of the app bar: its own on a laptop, the one the controls fold into on a phone. A separator
 * opens each set (a menu's radio sets are told apart by them); the heading under it is only shown.
 */
export function useDisplayItems(close: () => void): ReactElement[] {
  const translate = useTranslate();
  const theme = useThemeChoice();
  const direction = useDirection();
  const item = (key: string, label: string, checked: boolean, choose: () => void) => (
    <MenuItem
      key={key}
      role="menuitemradio"
      aria-checked={checked}
      selected={checked}
      onClick={() => {
        choose();
        close();
      }}
    >
      <ListItemIcon>{checked && <CheckIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  const heading = (key: string) => [
    <Divider key={`${key}-separator`} component="li" role="separator" />,
    <ListSubheader key={key} role="presentation">
      {translate(`appBar.${key}`)}
    </ListSubheader>,
  ];
  return [
    ...heading('theme'),
    ...THEMES.map((t) =>
      item(`theme-${t}`, translate(`appBar.themes.${t}`), t === theme, () => chooseTheme(t)),
    ),
    ...heading('direction'),
    ...DIRECTIONS.map((d) =>
      item(`direction-${d}`, translate(`appBar.directions.${d}`), d === direction, () => chooseDirection(d)),
    ),
  ];
}

/** The app bar's button for the theme (light, dark or semi-dark) and the direction. */
export function DisplayMenuButton() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const items = useDisplayItems(close);
  const Icon = ICON[useThemeChoice()];
  const label = translate('appBar.display');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Icon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {/* Nothing above the first set to separate it from. */}
        {items.slice(1)}
      </Menu>
    </>
  );
}
