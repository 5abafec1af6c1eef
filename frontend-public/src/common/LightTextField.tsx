import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ChangeEvent, ReactNode, Ref } from 'react';

export interface LightTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  type?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  multiline?: boolean;
  minRows?: number;
  /** A native select: its `<option>`s are the children. */
  select?: boolean;
  children?: ReactNode;
  sx?: SxProps<Theme>;
  slotProps?: { htmlInput?: InputBaseComponentProps; inputLabel?: { shrink?: boolean } };
}

/**
 * What MUI's outlined TextField renders (FormControl, InputLabel, OutlinedInput, FormHelperText, with its ids and
 * aria-describedby), with the same props, look and behaviour, for text inputs and native selects only. TextField
 * itself imports its menu-based Select and with it Menu, Popover, Modal and their transitions (about 20 kB gzip)
 * even when no field uses them (decision 15).
 */
export function LightTextField(props: LightTextFieldProps) {
  const { id, label, value, onChange, onBlur, name, type, required, error, helperText, fullWidth } = props;
  const { inputRef, size, autoComplete, autoFocus, placeholder, multiline, minRows, select, children, sx } =
    props;
  const { htmlInput, inputLabel } = props.slotProps ?? {};
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const input = (
    <OutlinedInput
      label={label}
      notched={inputLabel?.shrink}
      id={id}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={inputRef}
      type={type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      placeholder={placeholder}
      multiline={multiline}
      minRows={minRows}
      fullWidth={fullWidth}
      inputProps={htmlInput}
      aria-describedby={helperTextId}
    />
  );
  return (
    <FormControl error={error} required={required} fullWidth={fullWidth} size={size} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={inputLabel?.shrink}>
        {label}
      </InputLabel>
      {select ? <NativeSelect input={input}>{children}</NativeSelect> : input}
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
