import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { useI18nProvider, useLocales } from 'ra-core';
import { lazy, Suspense, useState } from 'react';
import { preferences } from '../../preferences';

// The menu's code (MUI's Menu, Popover and Modal) comes when the button is first pressed: the sign-in
// page draws only the button.
const LanguageMenu = lazy(() => import('./LanguageMenu'));

/**
 * The language switch of the sign-in and account pages: the language shown, and a menu of the others.
 * The choice is kept in the preferences, which the console's and the sign-in page's words both follow.
 */
export function LanguageButton() {
  const languages = useLocales();
  const locale = useI18nProvider().getLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <span>
      <Button
        color="inherit"
        aria-controls="language-menu"
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {languages.find((l) => l.locale === locale)?.name ?? ''}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            languages={languages}
            locale={locale}
            onClose={() => setAnchor(null)}
            onPick={(picked) => {
              setAnchor(null);
              preferences.setItem('locale', picked);
            }}
          />
        </Suspense>
      )}
    </span>
  );
}
