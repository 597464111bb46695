import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { changeLanguage, LANGUAGES } from '../i18n';
import { Menu, MenuItem } from './lazy-modals';

/** English / አማርኛ; the choice is remembered in localStorage. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('header.language')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        size="small"
        // On a phone the label says enough: the room goes to the signed-in name.
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        {current.label}
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            selected={language.code === current.code}
            lang={language.code}
            onClick={() => {
              void changeLanguage(language.code);
              setAnchor(null);
            }}
          >
            {language.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
