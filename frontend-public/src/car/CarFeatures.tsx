import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useFeatureLabels } from './text/useFeatureLabels.ts';

export function CarFeatures({ features }: { features: readonly string[] }) {
  const { t } = useLanguage();
  const labels = useFeatureLabels(features);
  if (features.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="features-title" sx={{ mt: { xs: 6, md: 8 } }}>
      <Typography id="features-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        {t.carDetail.features}
      </Typography>
      <Box
        component="ul"
        data-testid="car-features"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {labels.map((feature, index) => (
          <Box
            component="li"
            key={`${index}-${feature.text}`}
            lang={feature.lang}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            <CheckCircleIcon sx={{ color: 'primary.main', fontSize: '1.2rem' }} aria-hidden />
            {feature.text}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
