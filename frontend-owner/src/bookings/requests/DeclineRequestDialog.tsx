import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DECLINE_MESSAGE_MAX_LENGTH } from '@grandtour/shared';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Decline, with the owner's own words to the customer if they wish (500 characters at most, counted as typed). */
export function DeclineRequestDialog({
  open,
  customer,
  onClose,
  onDecline,
}: {
  open: boolean;
  customer: string;
  onClose: () => void;
  onDecline: (message: string) => void;
}) {
  const translate = useTranslate();
  const [message, setMessage] = useState('');
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-content`}
      data-testid="decline-request-dialog"
    >
      <DialogTitle id={`${id}-title`}>{translate('app.requests.declineTitle', { customer })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={`${id}-content`}>{translate('app.requests.declineContent')}</DialogContentText>
        <TextField
          label={translate('app.requests.declineMessage')}
          value={message}
          onChange={(event) => setMessage(event.target.value.slice(0, DECLINE_MESSAGE_MAX_LENGTH))}
          multiline
          minRows={3}
          helperText={translate('app.requests.declineCount', {
            count: message.length,
            max: DECLINE_MESSAGE_MAX_LENGTH,
          })}
          slotProps={{ htmlInput: { maxLength: DECLINE_MESSAGE_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('app.requests.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => onDecline(message.trim())}
          data-testid="confirm-decline-request"
        >
          {translate('app.requests.confirmDecline')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
