import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, type Claim } from '@grandtour/shared';
import { useState } from 'react';
import { useParisDateTime } from '../../i18n/useParisDateTime.ts';
import { AcceptClaimDialog } from './AcceptClaimDialog.tsx';
import { ClaimPhotoGrid } from './ClaimPhotoGrid.tsx';
import type { ClaimTexts } from './claimsTexts.ts';
import { ContestClaimForm } from './ContestClaimForm.tsx';

const money = (cents: number) => formatMoney(cents, 'EUR', { exact: true });

/** One claim: what the owner asks and shows, the deadline and the two answers while it waits, then its outcome. */
export function ClaimCard({
  claim,
  coveredCents,
  texts,
  onAnswered,
}: {
  claim: Claim;
  /** What the deposit still held can take. */
  coveredCents: number;
  texts: ClaimTexts;
  onAnswered: () => void;
}) {
  const parisTime = useParisDateTime();
  const [accepting, setAccepting] = useState(false);
  const [contesting, setContesting] = useState(false);
  const waiting = claim.status === 'open' && Date.now() <= Date.parse(claim.respondBy);
  return (
    <Box data-testid="customer-claim" data-status={claim.status} sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }} data-testid="customer-claim-status">
        {texts.status[claim.status]}
      </Typography>
      <Typography data-testid="customer-claim-amount">{texts.amount(money(claim.amountCents))}</Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>
        {claim.description}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {texts.ownerPhotos}
      </Typography>
      <ClaimPhotoGrid photos={claim.photos} alt={texts.photoAlt} testId="customer-claim-photos" />
      <Link href={claim.estimate.url} target="_blank" rel="noopener" data-testid="customer-claim-estimate">
        {texts.estimate}
      </Link>
      {claim.contest && (
        <Box sx={{ mt: 1.5 }} data-testid="customer-claim-contest">
          <Typography variant="subtitle2" component="h3">
            {texts.yourAnswer}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {claim.contest.message}
          </Typography>
          <ClaimPhotoGrid
            photos={claim.contest.photos}
            alt={texts.yourPhotoAlt}
            testId="customer-claim-contest-photos"
          />
        </Box>
      )}
      {claim.decision && (
        <Box sx={{ mt: 1.5 }} data-testid="customer-claim-decision">
          <Typography>{texts.decision(money(claim.decision.amountCents))}</Typography>
          {claim.decision.note && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>{texts.note(claim.decision.note)}</Typography>
          )}
        </Box>
      )}
      {claim.settlement && (
        <Alert severity="info" variant="outlined" sx={{ mt: 1.5 }} data-testid="customer-claim-settled">
          {texts.settled(money(claim.settlement.capturedCents))}
          {claim.settlement.excessCents > 0 && (
            <Box component="p" sx={{ mb: 0 }}>
              {claim.settlement.excess === 'charged'
                ? texts.charged(money(claim.settlement.excessCents))
                : texts.debt(money(claim.settlement.excessCents))}
            </Box>
          )}
        </Alert>
      )}
      {waiting && (
        <>
          <Alert severity="warning" variant="outlined" sx={{ mt: 1.5 }} data-testid="customer-claim-deadline">
            {texts.deadline(parisTime(claim.respondBy))}
          </Alert>
          {!contesting && (
            <Stack direction="row" spacing={1.5} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                onClick={() => setAccepting(true)}
                data-testid="customer-claim-accept"
              >
                {texts.accept}
              </Button>
              <Button
                variant="outlined"
                onClick={() => setContesting(true)}
                data-testid="customer-claim-contest-open"
              >
                {texts.contest}
              </Button>
            </Stack>
          )}
          {contesting && (
            <ContestClaimForm
              claim={claim}
              texts={texts}
              onCancel={() => setContesting(false)}
              onDone={() => {
                setContesting(false);
                onAnswered();
              }}
            />
          )}
          {accepting && (
            <AcceptClaimDialog
              claim={claim}
              coveredCents={coveredCents}
              texts={texts}
              onClose={() => setAccepting(false)}
              onDone={() => {
                setAccepting(false);
                onAnswered();
              }}
            />
          )}
        </>
      )}
    </Box>
  );
}
