import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { panelSx } from '../common/panelSx.ts';
import type { PrivacyTexts } from '../i18n/privacy/fr.ts';
import type { PrivacyRow } from './privacyRows.ts';

/**
 * Each kind of data as a heading and a definition list (what, why, how long): read in order by a screen reader, and
 * stacked on a phone rather than squeezed into a table's columns.
 */
export function RetentionList({
  rows,
  labels,
}: {
  rows: readonly PrivacyRow[];
  labels: PrivacyTexts['privacy']['labels'];
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {rows.map((row) => (
        <Box component="li" key={row.category} data-testid={`privacy-row-${row.category}`} sx={panelSx}>
          <Typography variant="h6" component="h3" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
            {row.title}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.25, sm: 1.25 },
              '& dt': { color: 'primary.main', fontSize: '0.85rem', letterSpacing: '0.04em' },
              '& dd': { m: 0, mb: { xs: 1.25, sm: 0 }, color: 'text.secondary', lineHeight: 1.7 },
              '& dd:last-of-type': { mb: 0, color: 'text.primary' },
            }}
          >
            <dt>{labels.what}</dt>
            <dd>{row.what}</dd>
            <dt>{labels.why}</dt>
            <dd>{row.why}</dd>
            <dt>{labels.howLong}</dt>
            <Box
              component="dd"
              data-testid={`privacy-duration-${row.category}`}
              sx={{ color: 'text.primary' }}
            >
              {row.howLong}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
