import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface FilterInputProps {
  name: string;
  label: string;
  type: 'number' | 'date';
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  /** The id of the message that explains why the field is invalid. */
  describedBy?: string;
  min?: string;
  max?: string;
  step?: string;
}

/**
 * An outlined field with its label always above it, made of the parts MUI's TextField renders for one: TextField
 * also imports its select, and with it the menu, popover and modal code that these fields never use.
 */
export function FilterInput(props: FilterInputProps) {
  const { name, label, type, value, invalid, onChange, describedBy, min, max, step } = props;
  const id = `filter-${name}`;
  return (
    <FormControl size="small" fullWidth error={invalid}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{
          min,
          max,
          step,
          inputMode: type === 'number' ? 'decimal' : undefined,
          'aria-describedby': invalid ? describedBy : undefined,
        }}
        sx={{ '& input::-webkit-calendar-picker-indicator': { filter: 'invert(0.8)' } }}
      />
    </FormControl>
  );
}
