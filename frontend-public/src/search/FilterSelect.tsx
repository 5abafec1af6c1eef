import TextField from '@mui/material/TextField';

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

/** A native select: light, and fully usable with a keyboard or a phone's own picker. */
export function FilterSelect<T extends string>(props: FilterSelectProps<T>) {
  const { name, label, value, options, optionLabel, allLabel, onChange } = props;
  return (
    <TextField
      select
      id={`filter-${name}`}
      name={name}
      label={label}
      value={value || ALL}
      onChange={(event) => onChange(event.target.value === ALL ? '' : (event.target.value as T))}
      size="small"
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ '& option': { backgroundColor: '#16161a' } }}
    >
      <option value={ALL}>{allLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </TextField>
  );
}
