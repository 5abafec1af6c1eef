import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { CURRENCIES, CURRENCY_TABLE } from '@grandtour/shared';
import { useCurrency } from '../currency/useCurrency.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { menuPlacement, type AnchoredMenuProps } from './menuProps.ts';

export function CurrencyMenu({ anchorEl, open, onClose }: AnchoredMenuProps) {
  const { currency, setCurrency } = useCurrency();
  const { t } = useLanguage();
  return (
    <Menu
      id="currency-menu"
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      {...menuPlacement}
      slotProps={{ list: { 'aria-labelledby': 'currency-picker-button', dense: true } }}
    >
      {CURRENCIES.map((code) => (
        <MenuItem
          key={code}
          data-testid={`currency-option-${code}`}
          selected={code === currency}
          role="menuitemradio"
          aria-checked={code === currency}
          onClick={() => {
            setCurrency(code);
            onClose();
          }}
        >
          <ListItemText
            primary={`${CURRENCY_TABLE[code].symbol.trim()} · ${code}`}
            secondary={t.currencies[code]}
            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
          />
        </MenuItem>
      ))}
    </Menu>
  );
}
