import Chip, { type ChipProps } from '@mui/material/Chip';

/** A small label with a colour and a text: never the colour alone. */
export function StatusBadge({
  label,
  tone,
}: {
  label: string;
  tone: 'gold' | 'red' | 'grey' | 'green' | 'amber';
}) {
  const colour: Record<typeof tone, ChipProps['color']> = {
    gold: 'primary',
    red: 'error',
    grey: 'default',
    green: 'success',
    amber: 'warning',
  };
  return (
    <Chip size="small" label={label} color={colour[tone]} variant={tone === 'grey' ? 'outlined' : 'filled'} />
  );
}
