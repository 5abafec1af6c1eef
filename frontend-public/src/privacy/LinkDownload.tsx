import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { dataExportFileName } from '@grandtour/shared';
import { useMutation } from '@tanstack/react-query';
import { HttpError } from '../api/HttpError.ts';
import { throwIfNotOk } from '../api/http.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

/** Saves the archive the browser fetched, under the name the server gives it. */
function save(blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dataExportFileName(new Date());
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The e-mailed link's download: fetched rather than followed, so that an expired or forged link is said in the page,
 * in the visitor's language, instead of a file of JSON.
 */
export function LinkDownload({ token }: { token: string }) {
  const { t } = useLanguage();
  const download = useMutation({
    mutationFn: async () => {
      const response = await fetch(`/api/privacy/export?token=${encodeURIComponent(token)}`, {
        credentials: 'include',
      });
      await throwIfNotOk(response);
      save(await response.blob());
    },
  });
  const status = download.error instanceof HttpError ? download.error.status : 0;
  const failure =
    status === 410
      ? t.myData.linkExpired
      : status === 401 || status === 400
        ? t.myData.linkInvalid
        : status === 429
          ? t.myData.rateLimited
          : t.myData.failed;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }} data-testid="link-download">
      <Typography variant="h5" component="h2">
        {t.myData.linkHeading}
      </Typography>
      <Typography>{t.myData.linkIntro}</Typography>
      <Button
        variant="contained"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-busy={download.isPending}
        startIcon={
          download.isPending ? (
            <CircularProgress size={18} color="inherit" aria-hidden />
          ) : (
            <DownloadIcon aria-hidden />
          )
        }
        data-testid="link-download-button"
      >
        {download.isPending ? t.myData.preparing : t.myData.download}
      </Button>
      <div role="status" aria-live="polite">
        {download.isSuccess ? <Alert severity="success">{t.myData.downloaded}</Alert> : null}
        {download.isError ? <Alert severity="error">{failure}</Alert> : null}
      </div>
    </Stack>
  );
}
