import { useRecordContext, useTranslate } from 'react-admin';
import { formatEuros } from './money.ts';
import { useLanguage } from './useLanguage.ts';

/** An amount the API gives in cents, shown in euros (exact to the cent with `exact`). */
export function EuroField({
  source,
  perDay,
  exact,
}: {
  source: string;
  label?: string;
  perDay?: boolean;
  exact?: boolean;
  sortable?: boolean;
}) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const language = useLanguage();
  const cents = record?.[source];
  if (typeof cents !== 'number') return null;
  return (
    <span>
      {formatEuros(cents, language, exact)}
      {perDay && translate('app.perDay')}
    </span>
  );
}
