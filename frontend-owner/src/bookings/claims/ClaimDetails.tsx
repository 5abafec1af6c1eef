import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Claim } from '@grandtour/shared';
import { useTranslate } from 'react-admin';
import { formatEuros, formatInstant } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { ClaimPhotos } from './ClaimPhotos.tsx';

/** Where a claim stands, in one line of the back office's language. */
export function useClaimStatusLine() {
  const translate = useTranslate();
  const language = useLanguage();
  return (claim: Claim) => {
    const euros = (cents: number) => formatEuros(cents, language, true);
    switch (claim.status) {
      case 'open':
        return translate('app.claims.status.open', { until: formatInstant(claim.respondBy, language) });
      case 'decided':
        return translate('app.claims.status.decided', {
          amount: euros(claim.decision?.amountCents ?? claim.agreedCents ?? 0),
        });
      case 'settled':
        return translate('app.claims.status.settled', {
          captured: euros(claim.settlement?.capturedCents ?? 0),
        });
      default:
        return translate(`app.claims.status.${claim.status}`);
    }
  };
}

/** A claim as both sides' evidence: the owner's amount, words, photos and estimate, the answer, the decision. */
export function ClaimDetails({ claim }: { claim: Claim }) {
  const translate = useTranslate();
  const language = useLanguage();
  const statusLine = useClaimStatusLine();
  const euros = (cents: number) => formatEuros(cents, language, true);
  return (
    <Box data-testid="claim" data-status={claim.status} sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }} data-testid="claim-status">
        {statusLine(claim)}
      </Typography>
      <Typography data-testid="claim-amount">
        {translate('app.claims.amount', { amount: euros(claim.amountCents) })}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="claim-description">
        {claim.description}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('app.claims.photos')}
      </Typography>
      <ClaimPhotos
        photos={claim.photos}
        alt={(n) => translate('app.claims.photoAlt', { n })}
        testId="claim-photos"
      />
      <Link href={claim.estimate.url} target="_blank" rel="noopener" data-testid="claim-estimate">
        {translate('app.claims.estimate')}
      </Link>
      {claim.contest && (
        <Box sx={{ mt: 1.5 }} data-testid="claim-contest">
          <Typography variant="subtitle2" component="h3">
            {translate('app.claims.contest')}
          </Typography>
          <Typography
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            data-testid="claim-contest-message"
          >
            {claim.contest.message}
          </Typography>
          <ClaimPhotos
            photos={claim.contest.photos}
            alt={(n) => translate('app.claims.contestPhotoAlt', { n })}
            testId="claim-contest-photos"
          />
        </Box>
      )}
      {claim.decision && (
        <Box sx={{ mt: 1.5 }} data-testid="claim-decision">
          <Typography>
            {translate('app.claims.decision', { amount: euros(claim.decision.amountCents) })}
          </Typography>
          {claim.decision.note && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {translate('app.claims.note', { note: claim.decision.note })}
            </Typography>
          )}
        </Box>
      )}
      {claim.settlement && claim.settlement.excessCents > 0 && (
        <Typography
          color={claim.settlement.excess === 'charged' ? 'text.secondary' : 'warning.main'}
          sx={{ mt: 1 }}
          data-testid={claim.settlement.excess === 'charged' ? 'claim-excess-charged' : 'claim-debt'}
        >
          {translate(claim.settlement.excess === 'charged' ? 'app.claims.charged' : 'app.claims.debt', {
            amount: euros(claim.settlement.excessCents),
          })}
        </Typography>
      )}
    </Box>
  );
}
