import { decimalStringToCents, formatMoney } from '@grandtour/shared';
import { useRecordContext, useTranslate } from 'react-admin';

/** The daily price in EUR, French format, as the spec's dashboard shows it. */
export function DailyPriceField(_props: { source: 'dailyPrice'; label?: string }) {
  const record = useRecordContext<{ dailyPrice: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>
      {formatMoney(decimalStringToCents(record.dailyPrice), 'EUR')}
      {translate('app.perDay')}
    </span>
  );
}
