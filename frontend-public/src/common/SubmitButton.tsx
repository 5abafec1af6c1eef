import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's submit button that says it is busy and cannot be pressed twice. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  testId,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  testId: string;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      data-testid={testId}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
