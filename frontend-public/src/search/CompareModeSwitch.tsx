import { ToggleSwitch } from '../common/ToggleSwitch.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { loadComparisonMode } from './lazyComparisonMode.ts';

export function CompareModeSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useLanguage();
  return (
    <ToggleSwitch
      label={t.search.compare.mode}
      on={on}
      onChange={onChange}
      onIntent={loadComparisonMode}
      testId="compare-mode"
    />
  );
}
