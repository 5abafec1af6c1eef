import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { todayInParis } from '@grandtour/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** The month's statement, to download as PDF or CSV (GET /api/owner/statements/:yyyy-mm.pdf|.csv). */
export function StatementLinks() {
  const translate = useTranslate();
  const [month, setMonth] = useState(() => todayInParis().slice(0, 7));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <section aria-labelledby="statements-title">
      <Typography variant="h6" component="h2" id="statements-title" sx={{ mb: 1 }}>
        {translate('payments.statements.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="month"
          size="small"
          label={translate('payments.statements.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {valid && (
          <>
            <Link href={`/api/owner/statements/${month}.pdf`} download data-testid="statement-pdf">
              {translate('payments.statements.pdf')}
            </Link>
            <Link href={`/api/owner/statements/${month}.csv`} download data-testid="statement-csv">
              {translate('payments.statements.csv')}
            </Link>
          </>
        )}
      </Stack>
    </section>
  );
}
