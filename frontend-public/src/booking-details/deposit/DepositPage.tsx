import { bookingReference, formatMoney } from '@grandtour/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { apiErrorOf, HttpError } from '../../api/HttpError.ts';
import { usePageMeta } from '../../common/usePageMeta.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useBookingDetails } from '../bookingDetailsQuery.ts';
import { DepositCardStep } from './DepositCardStep.tsx';
import { DepositStatus } from './DepositStatus.tsx';
import type { DepositView } from './depositView.ts';
import { useConfirmDeposit } from './useSecureDeposit.ts';

/** What the customer can still do about the deposit: authorise it (scheduled or refused), or nothing. */
const securable = (deposit: DepositView) => deposit.status === 'scheduled' || deposit.status === 'failed';

/**
 * `/bookings/:id/deposit` (the refusal e-mail's link): the customer authorises the deposit on another card. After
 * a bank's own page (3-D Secure) Stripe comes back here with `?hold=…`, which is then recorded.
 */
export function DepositPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useLanguage();
  const texts = t.deposits.page;
  const reference = bookingReference(id);
  usePageMeta(texts.documentTitle(reference), t.meta.descriptions.bookingDetails);
  const details = useBookingDetails(id);
  const { confirm, isConfirming, isConfirmed, error: confirmError } = useConfirmDeposit(id);
  const onAuthorised = useCallback((holdId: string) => confirm(holdId), [confirm]);
  const deposit = details.data?.deposit ?? null;

  const returnedHold = search.get('hold');
  const redirectStatus = search.get('redirect_status');
  useEffect(() => {
    if (returnedHold && redirectStatus !== 'failed') confirm(returnedHold);
  }, [returnedHold, redirectStatus, confirm]);

  const missing = details.error instanceof HttpError && [400, 404].includes(details.error.status);
  const bookingPath = `/reservations/${encodeURIComponent(id)}`;
  const viewBooking = (
    <Button
      component={RouterLink}
      to={bookingPath}
      variant="contained"
      sx={{ mt: 3 }}
      data-testid="deposit-view-booking"
    >
      {texts.viewBooking}
    </Button>
  );

  const body = () => {
    if (details.isPending) return <Skeleton variant="rounded" height={280} data-testid="deposit-skeleton" />;
    if (details.isError)
      return (
        <Alert
          severity={missing ? 'info' : 'error'}
          variant="outlined"
          data-testid={missing ? 'booking-not-found' : 'deposit-load-error'}
          action={
            missing ? undefined : (
              <Button color="inherit" size="small" onClick={() => void details.refetch()}>
                {texts.retry}
              </Button>
            )
          }
        >
          {missing ? t.afterBooking.details.notFoundText : t.afterBooking.details.loadError}
        </Alert>
      );
    if (!deposit || !(securable(deposit) || deposit.status === 'held'))
      return (
        <>
          <Alert severity="info" variant="outlined" data-testid="deposit-nothing-to-secure">
            {texts.nothingToSecure}
          </Alert>
          {deposit && (
            <Box sx={{ mt: 2 }}>
              <DepositStatus deposit={deposit} />
            </Box>
          )}
          {viewBooking}
        </>
      );
    if (isConfirmed || deposit.status === 'held')
      return (
        <>
          <Alert severity="success" variant="filled" data-testid="deposit-secured" role="status">
            <AlertTitle sx={{ m: 0 }}>{isConfirmed ? texts.successTitle : texts.alreadyHeldTitle}</AlertTitle>
          </Alert>
          {deposit.status === 'held' && (
            <Box sx={{ mt: 2 }}>
              <DepositStatus deposit={deposit} />
            </Box>
          )}
          {viewBooking}
        </>
      );
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <DepositStatus deposit={deposit} />
        {confirmError && (
          <Alert severity="error" variant="outlined" data-testid="deposit-confirm-error" role="alert">
            {apiErrorOf(confirmError)?.message ?? texts.confirmError}
          </Alert>
        )}
        <DepositCardStep bookingId={id} onAuthorised={onAuthorised} isRecording={isConfirming} />
      </Box>
    );
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="deposit-page">
      <Button component={RouterLink} to={bookingPath} startIcon={<ArrowBackIcon aria-hidden />}>
        {texts.back}
      </Button>
      <Box sx={{ mt: 2, mb: 3 }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          {texts.eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
          {texts.title}
        </Typography>
        {deposit && securable(deposit) && !isConfirmed && (
          <Typography sx={{ mt: 1.5, color: 'text.secondary' }} data-testid="deposit-intro">
            {texts.intro(formatMoney(deposit.amountCents, 'EUR', { exact: true }), reference)}
          </Typography>
        )}
      </Box>
      {body()}
    </Container>
  );
}
