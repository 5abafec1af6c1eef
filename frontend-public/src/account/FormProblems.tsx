import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/** After a refused submit, how many fields need fixing; after a refused request, the server's words. */
export function FormProblems({
  invalidText,
  serverProblem,
  testId,
}: {
  invalidText: string | null;
  serverProblem: string | null;
  testId: string;
}) {
  return (
    <>
      {invalidText && (
        <Typography
          role="alert"
          variant="body2"
          sx={{ color: 'error.main' }}
          data-testid={`${testId}-invalid`}
        >
          {invalidText}
        </Typography>
      )}
      {serverProblem && (
        <Alert severity="error" variant="outlined" role="alert" data-testid={`${testId}-problem`}>
          {serverProblem}
        </Alert>
      )}
    </>
  );
}
