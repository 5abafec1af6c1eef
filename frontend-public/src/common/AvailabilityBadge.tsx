import { useLanguage } from '../i18n/useLanguage.ts';
import { GOLD, INK } from '../theme/theme.ts';
import { Badge } from './Badge.tsx';

/** Spec §4: 'Disponible' in a gold style, 'Non disponible' in a red style; never shrunk by a long title beside it. */
export function AvailabilityBadge({ isAvailable }: { isAvailable: boolean }) {
  const { t } = useLanguage();
  return (
    <Badge
      testId="availability-badge"
      label={isAvailable ? t.car.available : t.car.unavailable}
      sx={[
        { flexShrink: 0, fontWeight: 600, letterSpacing: '0.04em' },
        isAvailable ? { backgroundColor: GOLD, color: INK } : { backgroundColor: '#b3261e', color: '#fff' },
      ]}
    />
  );
}
