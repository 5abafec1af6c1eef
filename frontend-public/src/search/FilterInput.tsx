import TextField from '@mui/material/TextField';

interface FilterInputProps {
  name: string;
  label: string;
  type: 'number' | 'date';
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  step?: string;
}

export function FilterInput({
  name,
  label,
  type,
  value,
  invalid,
  onChange,
  min,
  max,
  step,
}: FilterInputProps) {
  return (
    <TextField
      id={`filter-${name}`}
      name={name}
      type={type}
      label={label}
      value={value}
      error={invalid}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min, max, step, inputMode: type === 'number' ? 'decimal' : undefined },
      }}
      sx={{ '& input::-webkit-calendar-picker-indicator': { filter: 'invert(0.8)' } }}
    />
  );
}
