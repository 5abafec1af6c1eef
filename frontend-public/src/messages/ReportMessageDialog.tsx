import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { REPORT_REASONS, type Message } from '@grandtour/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiErrorOf } from '../api/HttpError.ts';
import { LightTextField } from '../common/LightTextField.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { reportMessage, type ReportReason } from './messagesApi.ts';
import type { MessagesTexts } from '../i18n/messages/fr.ts';

/** "Signaler": a reason and, if the customer wants, a note; the administrators then read the thread. */
export function ReportMessageDialog({
  message,
  texts,
  onClose,
  onReported,
}: {
  message: Message;
  texts: MessagesTexts;
  onClose: () => void;
  onReported: (message: Message) => void;
}) {
  const { language } = useLanguage();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const report = useMutation({
    mutationFn: (reported: Message) => reportMessage(reported, reason, note.trim(), language),
    onSuccess: (reported) => {
      onReported(reported);
      setNote('');
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(message);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="report-message-title"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
      data-testid="report-dialog"
    >
      <DialogTitle id="report-message-title">{texts.reportTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <LightTextField
            id="report-reason"
            select
            label={texts.reportReason}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
            slotProps={{ htmlInput: { 'data-testid': 'report-reason' } }}
            fullWidth
          >
            {REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {texts.reasons[value]}
              </option>
            ))}
          </LightTextField>
          <LightTextField
            id="report-note"
            label={texts.reportNote}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {report.isError && (
            <Alert severity="error" role="alert">
              {apiErrorOf(report.error)?.message ?? texts.sendError}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={report.isPending}>
          {texts.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={report.isPending} data-testid="report-send">
          {texts.reportSend}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
