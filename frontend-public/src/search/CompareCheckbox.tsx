import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useLanguage } from '../i18n/useLanguage.ts';

interface CompareCheckboxProps {
  carName: string;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}

export function CompareCheckbox({ carName, checked, disabled, onToggle }: CompareCheckboxProps) {
  const { t } = useLanguage();
  return (
    <FormControlLabel
      data-testid="compare-checkbox"
      label={t.search.compare.selectShort}
      disabled={disabled}
      control={
        <Checkbox
          size="small"
          checked={checked}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': t.search.compare.select(carName) } }}
        />
      }
      sx={{
        m: 0,
        pr: 1.5,
        borderRadius: 1,
        backgroundColor: 'rgba(11, 11, 13, 0.78)',
        border: '1px solid',
        borderColor: checked ? 'primary.main' : 'rgba(201, 162, 39, 0.35)',
        backdropFilter: 'blur(6px)',
        '& .MuiFormControlLabel-label': { fontSize: '0.85rem', fontWeight: 600 },
      }}
    />
  );
}
