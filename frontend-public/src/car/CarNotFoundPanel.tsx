import Container from '@mui/material/Container';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { BackToSearchButton } from './BackToSearchButton.tsx';
import { StatusPanel } from './StatusPanel.tsx';

export function CarNotFoundPanel() {
  const { t } = useLanguage();
  usePageMeta(`${t.carDetail.notFoundTitle} — Grand Tour`, t.meta.descriptions.carNotFound);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 } }}>
      <StatusPanel
        testId="car-not-found"
        tone="neutral"
        headingLevel="h1"
        Icon={SearchOffIcon}
        title={t.carDetail.notFoundTitle}
        text={t.carDetail.notFoundText}
        action={<BackToSearchButton variant="contained" />}
      />
    </Container>
  );
}
