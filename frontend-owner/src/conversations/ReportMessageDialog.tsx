import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REPORT_REASONS, type Message } from '@grandtour/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { OwnerDataProvider } from '../dataProvider/dataProvider.ts';
import { apiErrorBody } from '../dataProvider/httpClient.ts';

type ReportReason = (typeof REPORT_REASONS)[number];

/** "Signaler" a customer's message: a reason and, if the owner wants, a note; the administrators then read the thread. */
export function ReportMessageDialog({
  message,
  onClose,
  onReported,
}: {
  message: Message;
  onClose: () => void;
  onReported: (message: Message) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const texts = (key: string) => translate(`app.conversations.${key}`);
  const report = useMutation({
    mutationFn: () => dataProvider.reportMessage(message, reason, note.trim()),
    onSuccess: (reported) => {
      onReported(reported);
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="report-message-title"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
      data-testid="report-dialog"
    >
      <DialogTitle id="report-message-title">{texts('reportTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            id="report-reason"
            select
            label={texts('reportReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'report-reason' } }}
            fullWidth
          >
            {REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {texts(`reasons.${value}`)}
              </option>
            ))}
          </TextField>
          <TextField
            id="report-note"
            label={texts('reportNote')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {report.isError && (
            <Alert severity="error" role="alert">
              {apiErrorBody(report.error)?.message ?? texts('reportError')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts('cancel')}</Button>
        <Button type="submit" variant="contained" disabled={report.isPending} data-testid="report-send">
          {texts('reportSend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
