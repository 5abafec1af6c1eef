import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';

export function FeaturesField(_props: { source: 'features'; label?: string }) {
  const record = useRecordContext<{ features: string[] }>();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {record.features.map((feature) => (
        <Chip key={feature} size="small" variant="outlined" label={feature} />
      ))}
    </Stack>
  );
}
