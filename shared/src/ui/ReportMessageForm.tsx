import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { REPORT_REASONS } from '../messages/conversation-limits.ts';
import type { Message } from '../messages/conversation.schema.ts';
import type { UiTextField } from './text-field.ts';

export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportMessageWords {
  reportTitle: string;
  reportReason: string;
  reportNote: string;
  reportSend: string;
  cancel: string;
  /** When the refusal says nothing better. */
  reportError: string;
  reasons: Record<ReportReason, string>;
}

/**
 * "Signaler", as both sides ask it: a reason and, if one wants, a note; the administrators then read the thread.
 * `report` sends it for the app, `errorMessage` words a refusal.
 */
export function ReportMessageForm({
  message,
  words,
  TextField,
  report,
  errorMessage,
  onClose,
  onReported,
}: {
  message: Message;
  words: ReportMessageWords;
  TextField: UiTextField;
  report: (message: Message, reason: ReportReason, note: string) => Promise<Message>;
  errorMessage: (error: unknown) => string | undefined;
  onClose: () => void;
  onReported: (message: Message) => void;
}) {
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const sending = useMutation({
    mutationFn: (reported: Message) => report(reported, reason, note.trim()),
    onSuccess: (reported) => {
      onReported(reported);
      setNote('');
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sending.mutate(message);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="report-message-title"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
      data-testid="report-dialog"
    >
      <DialogTitle id="report-message-title">{words.reportTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            id="report-reason"
            select
            label={words.reportReason}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
            slotProps={{ htmlInput: { 'data-testid': 'report-reason' } }}
            fullWidth
          >
            {REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {words.reasons[value]}
              </option>
            ))}
          </TextField>
          <TextField
            id="report-note"
            label={words.reportNote}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {sending.isError && (
            <Alert severity="error" role="alert">
              {errorMessage(sending.error) ?? words.reportError}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending.isPending}>
          {words.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={sending.isPending} data-testid="report-send">
          {words.reportSend}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
