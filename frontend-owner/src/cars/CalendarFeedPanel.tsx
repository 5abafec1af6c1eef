import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { OwnerDataProvider } from '../dataProvider/dataProvider.ts';

/** The car's secret iCal address (decision 20): shown on request, revocable (a new one replaces it). */
export function CalendarFeedPanel() {
  const record = useRecordContext<{ id: string; isListed: boolean }>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const [url, setUrl] = useState<string | null>(null);
  if (!record?.isListed) return null;
  const fail = (error: unknown) =>
    notify(error instanceof Error ? error.message : String(error), { type: 'error' });
  const show = () => dataProvider.getCalendarFeed(record.id).then((feed) => setUrl(feed.url), fail);
  const revoke = async () => {
    try {
      await dataProvider.revokeCalendarFeed(record.id);
      setUrl((await dataProvider.getCalendarFeed(record.id)).url);
      notify('app.feed.revoked', { type: 'info' });
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Card
      variant="outlined"
      component="aside"
      aria-labelledby="feed-title"
      sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { md: 340 } }}
    >
      <CardContent>
        <Typography id="feed-title" variant="h6" component="h2" gutterBottom>
          {translate('app.feed.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('app.feed.explanation')}
        </Typography>
        {url ? (
          <>
            <TextField
              label={translate('app.feed.address')}
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(event) => event.target.select()}
              sx={{ my: 1 }}
            />
            <Button color="error" onClick={() => void revoke()}>
              {translate('app.feed.revoke')}
            </Button>
          </>
        ) : (
          <Button variant="outlined" onClick={() => void show()}>
            {translate('app.feed.show')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
