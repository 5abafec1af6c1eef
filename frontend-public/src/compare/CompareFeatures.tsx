import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useFeatureLabels } from '../car/text/useFeatureLabels.ts';

export function CompareFeatures({ features }: { features: readonly string[] }) {
  const { t } = useLanguage();
  const labels = useFeatureLabels(features);
  if (features.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
        {t.carDetail.features}
      </Typography>
      <Box component="ul" data-testid="compare-features" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {labels.map((feature, index) => (
          <Box
            component="li"
            key={`${index}-${feature.text}`}
            lang={feature.lang}
            sx={{ display: 'flex', gap: 1, py: 0.5, fontSize: '0.9rem' }}
          >
            <CheckIcon sx={{ color: 'primary.main', fontSize: '1.1rem', mt: '2px' }} aria-hidden />
            {feature.text}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
