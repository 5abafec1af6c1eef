import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useLanguage } from '../i18n/useLanguage.ts';

/** A plain link to the archive: the browser downloads it with the session cookie, as any file. */
export function AccountDataDownload() {
  const { t } = useLanguage();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        component="a"
        href="/api/account/data-export"
        download
        variant="contained"
        startIcon={<DownloadIcon aria-hidden />}
        data-testid="my-data-download"
      >
        {t.myData.download}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t.myData.downloadHint}
      </Typography>
    </Stack>
  );
}
