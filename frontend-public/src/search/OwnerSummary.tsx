import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { Car } from '@grandtour/shared';
import { OwnerResponseFigures } from '../booking-requests/OwnerResponseFigures.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useRatingFormat } from '../i18n/useRatingFormat.ts';

/**
 * Who rents the car out: owner, company, verified flag and the owner's own rating; how they answer requests to book
 * once they have answered enough of them (decision 85).
 */
export function OwnerSummary({ car }: { car: Car }) {
  const { t } = useLanguage();
  const formatRating = useRatingFormat();
  return (
    <Box data-testid="owner-summary" sx={{ fontSize: '0.85rem', color: 'text.secondary', lineHeight: 1.6 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <span>{t.search.card.owner(car.ownerName)}</span>
        {car.companyName && (
          <Box component="span" data-testid="owner-company">
            · {car.companyName}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, mt: 0.25 }}>
        {car.ownerVerified && (
          <Box
            component="span"
            data-testid="owner-verified"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'primary.light' }}
          >
            <VerifiedIcon sx={{ fontSize: '1rem' }} aria-hidden />
            {t.search.card.verifiedOwner}
          </Box>
        )}
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <StarIcon sx={{ fontSize: '0.95rem', color: 'primary.main' }} aria-hidden />
          {t.search.card.ownerRating(formatRating(car.ownerRating))}
        </Box>
      </Box>
      {car.ownerResponse && <OwnerResponseFigures figures={car.ownerResponse} sx={{ mt: 0.25 }} />}
    </Box>
  );
}
