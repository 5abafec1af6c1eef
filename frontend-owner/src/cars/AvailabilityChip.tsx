import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';

export function AvailabilityChip(_props: { source: 'isAvailable'; label?: string }) {
  const record = useRecordContext<{ isAvailable: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  return record.isAvailable ? (
    <Chip size="small" color="primary" label={translate('app.available')} />
  ) : (
    <Chip size="small" color="error" label={translate('app.busy')} />
  );
}
