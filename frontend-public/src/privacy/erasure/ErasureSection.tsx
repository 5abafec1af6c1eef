import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { apiErrorOf } from '../../api/HttpError.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useAskErasure } from './useErasureRequests.ts';

/** What erasing the account removes and what the law keeps, and the button that e-mails the confirmation link. */
export function ErasureSection({ email }: { email: string }) {
  const { t } = useLanguage();
  const texts = t.erasure;
  const ask = useAskErasure();
  return (
    <section aria-labelledby="erasure-heading" data-testid="erasure-section">
      <Typography id="erasure-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {texts.erasureHeading}
      </Typography>
      <Typography variant="body1">{texts.erasedIntro}</Typography>
      <ul>
        {texts.erasedItems.map((item) => (
          <li key={item}>
            <Typography variant="body2">{item}</Typography>
          </li>
        ))}
      </ul>
      <Typography variant="body1">{texts.keptIntro}</Typography>
      <ul>
        {texts.keptItems.map((item) => (
          <li key={item}>
            <Typography variant="body2">{item}</Typography>
          </li>
        ))}
      </ul>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {texts.howItWorks}
      </Typography>
      <Button
        variant="outlined"
        color="error"
        disabled={ask.isPending || ask.isSuccess}
        onClick={() => ask.mutate()}
        data-testid="erasure-ask"
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {ask.isPending ? texts.asking : texts.ask}
      </Button>
      <div aria-live="polite">
        {ask.isSuccess && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="erasure-sent">
            {texts.sent(email)}
          </Alert>
        )}
        {ask.isError && (
          <Alert
            severity={apiErrorOf(ask.error)?.error === 'personal_data_erasure_blocked' ? 'warning' : 'error'}
            sx={{ mt: 2 }}
            data-testid="erasure-ask-error"
          >
            {apiErrorOf(ask.error)?.message ?? texts.askError}
          </Alert>
        )}
      </div>
    </section>
  );
}
