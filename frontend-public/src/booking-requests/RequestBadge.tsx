import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import { Badge } from '../common/Badge.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';

/** "Sur demande" on a request car's card: the owner accepts or declines before anything is charged. */
export function RequestBadge() {
  const texts = useLanguage().t.requestCard;
  return (
    <Box component="span" title={texts.badgeLabel} sx={{ display: 'inline-flex' }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
        <Badge
          label={texts.badge}
          testId="request-badge"
          sx={{
            border: '1px solid',
            borderColor: 'primary.main',
            color: 'primary.light',
            backgroundColor: 'transparent',
            fontWeight: 600,
          }}
        />
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {texts.badgeLabel}
      </Box>
    </Box>
  );
}
