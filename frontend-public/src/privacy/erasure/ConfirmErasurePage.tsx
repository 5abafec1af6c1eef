import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { apiErrorOf } from '../../api/HttpError.ts';
import { usePageMeta } from '../../common/usePageMeta.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useConfirmErasure } from './useErasureRequests.ts';

/** `/account/erase?token=…`: the e-mailed link; one last button erases the account, signed in or not. */
export function ConfirmErasurePage() {
  const { t } = useLanguage();
  const texts = t.erasure;
  usePageMeta(texts.confirmTitle, texts.pageDescription);
  const token = useSearchParams()[0].get('token');
  const confirm = useConfirmErasure();
  const refusal = apiErrorOf(confirm.error);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }} data-testid="confirm-erasure-page">
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {texts.confirmHeading}
      </Typography>
      {!token ? (
        <Alert severity="error">{texts.missingToken}</Alert>
      ) : confirm.isSuccess ? (
        <Alert severity="success" role="status" data-testid="erasure-done">
          <strong>{texts.done}</strong> {texts.doneDetail}
        </Alert>
      ) : (
        <>
          <Typography variant="body1" sx={{ mb: 3 }}>
            {texts.confirmIntro}
          </Typography>
          <Button
            variant="contained"
            color="error"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
            data-testid="erasure-confirm"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {confirm.isPending ? texts.confirming : texts.confirm}
          </Button>
          <div aria-live="polite">
            {confirm.isError && (
              <Alert
                severity="error"
                sx={{ mt: 2 }}
                data-testid="erasure-confirm-error"
                action={
                  refusal?.error === 'erasure_link_expired' || refusal?.error === 'erasure_link_invalid' ? (
                    <Button component={RouterLink} to="/account/data" color="inherit">
                      {texts.askAgain}
                    </Button>
                  ) : undefined
                }
              >
                {refusal?.message ?? texts.confirmError}
              </Alert>
            )}
          </div>
        </>
      )}
    </Container>
  );
}
