import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { REPORT_REASONS, type Message } from '@grandtour/shared';
import { ReportMessageForm } from '@grandtour/shared/ui';
import { useDataProvider, useTranslate } from 'react-admin';
import type { OwnerDataProvider } from '../dataProvider/dataProvider.ts';
import { apiErrorBody } from '../dataProvider/httpClient.ts';

/** MUI's text field, its select a native one (its options are `<option>`s). */
function NativeSelectField(props: TextFieldProps) {
  return <TextField {...props} slotProps={{ ...props.slotProps, select: { native: true } }} />;
}

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
  const texts = (key: string) => translate(`app.conversations.${key}`);
  return (
    <ReportMessageForm
      message={message}
      words={{
        reportTitle: texts('reportTitle'),
        reportReason: texts('reportReason'),
        reportNote: texts('reportNote'),
        reportSend: texts('reportSend'),
        cancel: texts('cancel'),
        reportError: texts('reportError'),
        reasons: Object.fromEntries(
          REPORT_REASONS.map((reason) => [reason, texts(`reasons.${reason}`)]),
        ) as Record<(typeof REPORT_REASONS)[number], string>,
      }}
      TextField={NativeSelectField}
      report={(reported, reason, note) => dataProvider.reportMessage(reported, reason, note)}
      errorMessage={(error) => apiErrorBody(error)?.message}
      onClose={onClose}
      onReported={onReported}
    />
  );
}
