import { Menu, MenuItem } from '@mui/material';

/** The languages to pick from, under the language button (LanguageButton loads it when first pressed). */
export default function LanguageMenu({
  anchor,
  languages,
  locale,
  onClose,
  onPick,
}: {
  anchor: HTMLElement | null;
  languages: { locale: string; name: string }[];
  locale: string;
  onClose: () => void;
  onPick: (locale: string) => void;
}) {
  return (
    <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language.locale}
          selected={language.locale === locale}
          onClick={() => onPick(language.locale)}
        >
          {language.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
