import Button from '@mui/material/Button';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Suspense } from 'react';
import { useCurrency } from '../currency/useCurrency.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useLocaleDetection } from '../locale/useLocaleDetection.ts';
import { CurrencyMenu, loadCurrencyMenu } from './lazyHeaderMenus.ts';
import { pickerButtonSx } from './pickerButtonSx.ts';
import { useMenuAnchor } from './useMenuAnchor.ts';

export function CurrencyPicker() {
  const { currency } = useCurrency();
  const { t } = useLanguage();
  const { detecting } = useLocaleDetection();
  const { anchorEl, isOpen, hasOpened, openMenu, closeMenu } = useMenuAnchor();

  return (
    <>
      <Button
        id="currency-picker-button"
        data-testid="currency-picker"
        aria-label={t.header.currencyButton(currency)}
        aria-haspopup="menu"
        aria-busy={detecting || undefined}
        aria-controls={isOpen ? 'currency-menu' : undefined}
        aria-expanded={isOpen ? 'true' : undefined}
        onClick={openMenu}
        onPointerEnter={loadCurrencyMenu}
        onFocus={loadCurrencyMenu}
        endIcon={<KeyboardArrowDownIcon />}
        sx={pickerButtonSx}
      >
        {currency}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <CurrencyMenu anchorEl={anchorEl} open={isOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </>
  );
}
