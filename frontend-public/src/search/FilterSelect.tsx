import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

interface FilterSelectProps<T extends string> {
  name: string;
  label: string;
  value: T | '';
  options: readonly T[];
  optionLabel: (option: T) => string;
  /** The label of the spec's 'all' choice, which unsets the filter. */
  allLabel: string;
  onChange: (value: T | '') => void;
}

const ALL = 'all';

/**
 * A native select: light, and fully usable with a keyboard or a phone's own picker. Built like FilterInput from
 * TextField's parts, without the menu-based select that TextField brings along.
 */
export function FilterSelect<T extends string>(props: FilterSelectProps<T>) {
  const { name, label, value, options, optionLabel, allLabel, onChange } = props;
  const id = `filter-${name}`;
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value || ALL}
        onChange={(event) => onChange(event.target.value === ALL ? '' : (event.target.value as T))}
        input={<OutlinedInput label={label} notched />}
        sx={{ '& option': { backgroundColor: '#16161a' } }}
      >
        <option value={ALL}>{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
