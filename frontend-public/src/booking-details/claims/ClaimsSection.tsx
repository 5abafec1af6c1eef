import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { Claim } from '@grandtour/shared';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { DetailsSection } from '../DetailsSection.tsx';
import { ClaimCard } from './ClaimCard.tsx';
import { CLAIM_TEXTS } from './claimsTexts.ts';

/** "Dommages signalés" (issue 23): the owner's claims on this rental, newest first, each answered here. */
export function ClaimsSection({
  claims,
  coveredCents,
  reload,
  onWritten,
}: {
  claims: readonly Claim[];
  /** What the deposit still held can take. */
  coveredCents: number;
  reload: () => void;
  onWritten: () => void;
}) {
  const { language } = useLanguage();
  const texts = CLAIM_TEXTS[language];
  return (
    <DetailsSection id="details-claims" title={texts.title}>
      <Stack spacing={2.5} divider={<Divider flexItem />}>
        {[...claims].reverse().map((claim) => (
          <ClaimCard
            key={claim.id}
            claim={claim}
            coveredCents={coveredCents}
            texts={texts}
            onAnswered={() => {
              reload();
              onWritten();
            }}
          />
        ))}
      </Stack>
    </DetailsSection>
  );
}
