import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useLanguage } from '../i18n/useLanguage.ts';

export function CompareModeSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useLanguage();
  return (
    <FormControlLabel
      data-testid="compare-mode"
      label={t.search.compare.mode}
      control={<Switch checked={on} onChange={(event) => onChange(event.target.checked)} />}
      sx={{ m: 0 }}
    />
  );
}
