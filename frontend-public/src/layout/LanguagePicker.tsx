import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGE_NAMES } from '@grandtour/shared';
import { Suspense } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useLocaleDetection } from '../locale/useLocaleDetection.ts';
import { LanguageMenu, loadLanguageMenu } from './lazyHeaderMenus.ts';
import { pickerButtonSx } from './pickerButtonSx.ts';
import { useMenuAnchor } from './useMenuAnchor.ts';

export function LanguagePicker() {
  const { language, t } = useLanguage();
  const { detecting } = useLocaleDetection();
  const { anchorEl, isOpen, hasOpened, openMenu, closeMenu } = useMenuAnchor();
  const code = language.toUpperCase();

  return (
    <>
      <Button
        id="language-picker-button"
        data-testid="language-picker"
        aria-label={t.header.languageButton(`${LANGUAGE_NAMES[language]} (${code})`)}
        aria-haspopup="menu"
        aria-busy={detecting || undefined}
        aria-controls={isOpen ? 'language-menu' : undefined}
        aria-expanded={isOpen ? 'true' : undefined}
        onClick={openMenu}
        onPointerEnter={loadLanguageMenu}
        onFocus={loadLanguageMenu}
        startIcon={<TranslateIcon fontSize="small" />}
        sx={pickerButtonSx}
      >
        {code}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <LanguageMenu anchorEl={anchorEl} open={isOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </>
  );
}
