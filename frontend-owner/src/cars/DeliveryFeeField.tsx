import { useRecordContext, useTranslate } from 'react-admin';
import { formatEuros } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';

/** What one delivered leg costs the customer: the owner's fee, free, or the standard 150 € when none is set. */
export function DeliveryFeeField({ source }: { source: string; label?: string }) {
  const record = useRecordContext<{ deliveryAvailable?: boolean } & Record<string, unknown>>();
  const translate = useTranslate();
  const language = useLanguage();
  if (!record?.deliveryAvailable) return null;
  const cents = record[source];
  if (typeof cents !== 'number') return <span>{translate('app.deliveryFeeStandard')}</span>;
  if (cents === 0) return <span>{translate('app.deliveryFree')}</span>;
  return <span>{translate('app.deliveryPerLeg', { amount: formatEuros(cents, language, true) })}</span>;
}
