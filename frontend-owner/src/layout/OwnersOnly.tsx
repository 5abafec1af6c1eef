import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { grandTourTheme } from './theme.ts';

const theme = createTheme(grandTourTheme);
const translate = (key: string, options?: object) => i18nProvider.translate(key, options);

/**
 * A signed-in client at /owner-dashboard: told that the back office is for owners, with the way to become one,
 * instead of being sent to a sign-in page they have already passed.
 */
export function OwnersOnly({ firstName }: { firstName: string }) {
  useEffect(() => {
    document.title = `${translate('app.ownersOnly.title')} — Grand Tour`;
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }} data-testid="owners-only">
        <Stack spacing={3}>
          <Typography variant="h4" component="h1">
            {translate('app.ownersOnly.title')}
          </Typography>
          <Typography>{translate('app.ownersOnly.text', { name: firstName })}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" href="/register?type=owner" data-testid="owners-only-register">
              {translate('app.ownersOnly.register')}
            </Button>
            <Button variant="outlined" href="/">
              {translate('app.ownersOnly.back')}
            </Button>
          </Stack>
        </Stack>
      </Container>
    </ThemeProvider>
  );
}
