import type { ChangeEvent, ComponentType, ReactNode } from 'react';

/**
 * The text field each app draws with (the public site's light one, the back office's MUI one); `select` is a native
 * select whose `<option>`s are the children.
 */
export type UiTextField = ComponentType<{
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  select?: boolean;
  children?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  fullWidth: boolean;
  slotProps: { htmlInput: Record<string, unknown> };
}>;
