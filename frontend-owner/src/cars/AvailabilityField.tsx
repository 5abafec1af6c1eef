import { useRecordContext, useTranslate } from 'react-admin';
import { StatusBadge } from '../common/StatusBadge.tsx';

/** Disponible (gold) or Occupé (red), and 'Retiré de la location' for a delisted car. */
export function AvailabilityField(_props: { source: 'isAvailable'; label?: string }) {
  const record = useRecordContext<{ isAvailable: boolean; isListed: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.isListed) return <StatusBadge label={translate('app.delisted')} tone="grey" />;
  return (
    <StatusBadge
      label={translate(record.isAvailable ? 'app.available' : 'app.busy')}
      tone={record.isAvailable ? 'gold' : 'red'}
    />
  );
}
