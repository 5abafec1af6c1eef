import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/**
 * A toast's title and description, as the spec's toasts read ('Calendrier mis à jour' – '…'). react-admin draws a
 * custom message without its snackbar's background, so the toast brings its own (a filled alert with a shadow).
 */
export function ToastMessage({
  title,
  detail,
  severity,
}: {
  title: string;
  detail: string;
  severity: 'success' | 'error';
}) {
  return (
    <Alert
      severity={severity}
      variant="filled"
      elevation={6}
      data-testid="calendar-toast"
      sx={{ width: { xs: 'calc(100vw - 32px)', sm: 'auto' }, maxWidth: 560 }}
    >
      <AlertTitle sx={{ mb: detail ? 0.5 : 0 }}>{title}</AlertTitle>
      {detail}
    </Alert>
  );
}
