import { useMemo } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';

/**
 * Formats a calendar date ("2027-03-10") as a long localized date. It is read and written in UTC so that the
 * visitor's time zone never shifts it by a day.
 */
export function useCalendarDate(): (date: string) => string {
  const { t } = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'UTC' });
    return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  }, [t.locale]);
}
