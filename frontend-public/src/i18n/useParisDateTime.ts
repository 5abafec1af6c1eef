import { useMemo } from 'react';
import { MARKETPLACE_TIME_ZONE } from '@grandtour/shared';
import { useLanguage } from './useLanguage.ts';

/**
 * Formats an instant as a date and time in Paris, saying so ("4 décembre 2026 à 00:00 (heure de Paris)"): the
 * marketplace's deadlines are Paris times, whatever the visitor's own time zone (decision 60).
 */
export function useParisDateTime(dateStyle: 'long' | 'medium' = 'long') {
  const { t } = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(t.locale, {
      dateStyle,
      timeStyle: 'short',
      timeZone: MARKETPLACE_TIME_ZONE,
    });
    return (instant: string | Date) => `${format.format(new Date(instant))} (${t.common.parisTime})`;
  }, [t.locale, t.common.parisTime, dateStyle]);
}
