import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

interface HeroFieldProps {
  name: string;
  label: string;
  invalid?: boolean;
  describedBy?: string;
  /** A native select's options; without them the field is a date. */
  options?: ReactNode;
  min?: string;
}

/**
 * A field of the hero's search, left to the browser (uncontrolled): what is typed before the app takes the
 * server's page over stays in it, and the form reads its fields when it is sent.
 */
export function HeroField({ name, label, invalid = false, describedBy, options, min }: HeroFieldProps) {
  const id = `hero-${name}`;
  const input = <OutlinedInput id={id} label={label} notched />;
  return (
    <FormControl size="small" fullWidth error={invalid}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {options ? (
        <NativeSelect
          id={id}
          name={name}
          defaultValue=""
          input={input}
          sx={{ '& option': { backgroundColor: '#16161a' } }}
        >
          {options}
        </NativeSelect>
      ) : (
        <OutlinedInput
          id={id}
          name={name}
          type="date"
          label={label}
          notched
          defaultValue=""
          inputProps={{ min, 'aria-describedby': invalid ? describedBy : undefined }}
          sx={{ '& input::-webkit-calendar-picker-indicator': { filter: 'invert(0.8)' } }}
        />
      )}
    </FormControl>
  );
}
