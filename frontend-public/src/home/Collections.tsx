import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SectionHeading } from '../common/SectionHeading.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { CollectionTile } from './CollectionTile.tsx';
import { COLLECTIONS } from './collections.ts';

export function Collections() {
  const { t } = useLanguage();
  return (
    <Box
      component="section"
      aria-labelledby="collections-title"
      sx={{
        py: { xs: 10, md: 14 },
        backgroundColor: '#0e0e11',
        borderBlock: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="collections-title"
          eyebrow={t.home.collectionsEyebrow}
          title={t.home.collectionsTitle}
          subtitle={t.home.collectionsSubtitle}
        />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {COLLECTIONS.map((collection) => (
            <li key={collection.id}>
              <CollectionTile collection={collection} />
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
