import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A button whose action is under way: it says so, shows a spinner, and cannot be pressed again meanwhile. */
export function BusyButton({
  busy,
  disabled,
  label,
  busyLabel,
  onClick,
  testId,
  variant = 'contained',
  color,
}: {
  busy: boolean;
  /** Disabled for another reason too (another action of the same place under way). */
  disabled?: boolean;
  label: string;
  busyLabel: string;
  onClick: () => void;
  testId: string;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
}) {
  return (
    <Button
      variant={variant}
      color={color}
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
      data-testid={testId}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
