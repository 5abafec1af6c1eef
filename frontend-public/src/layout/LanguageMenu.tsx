import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, LANGUAGE_NAMES } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';
import { menuPlacement, type AnchoredMenuProps } from './menuProps.ts';

export function LanguageMenu({ anchorEl, open, onClose }: AnchoredMenuProps) {
  const { language, setLanguage } = useLanguage();
  return (
    <Menu
      id="language-menu"
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      {...menuPlacement}
      slotProps={{ list: { 'aria-labelledby': 'language-picker-button' } }}
    >
      {LANGUAGES.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          data-testid={`language-option-${option}`}
          selected={option === language}
          role="menuitemradio"
          aria-checked={option === language}
          onClick={() => {
            setLanguage(option);
            onClose();
          }}
        >
          {LANGUAGE_NAMES[option]}
        </MenuItem>
      ))}
    </Menu>
  );
}
