import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LegalSection } from '../i18n/legal/legalDocument.ts';

/** A legal document's numbered sections, each an h2 with its paragraphs. */
export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 4 }}>
      {sections.map((section, index) => (
        <Box component="li" key={section.heading}>
          <Typography variant="h5" component="h2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
            {index + 1}. {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography
              key={paragraph}
              sx={{ color: 'text.secondary', mb: 1.25, lineHeight: 1.75, overflowWrap: 'anywhere' }}
            >
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
