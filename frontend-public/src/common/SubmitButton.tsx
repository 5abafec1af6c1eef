import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's submit button that says it is busy and cannot be pressed twice. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  testId,
  fullWidth = true,
  size = 'large',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  testId: string;
  /** A form's main button spans it; in a dialog's actions it sits beside the others. */
  fullWidth?: boolean;
  size?: 'medium' | 'large';
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size={size}
      fullWidth={fullWidth}
      disabled={busy}
      aria-busy={busy}
      startIcon={
        busy ? <CircularProgress size={size === 'large' ? 18 : 16} color="inherit" aria-hidden /> : undefined
      }
      data-testid={testId}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
