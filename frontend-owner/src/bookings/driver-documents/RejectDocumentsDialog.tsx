import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DRIVER_REJECTION_REASONS, type DriverRejectionReason } from '@grandtour/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** The reason from the fixed list (the driver reads it in their language), and the owner's own words if any. */
export function RejectDocumentsDialog({
  open,
  onClose,
  onReject,
}: {
  open: boolean;
  onClose: () => void;
  onReject: (reason: DriverRejectionReason, note: string) => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState<DriverRejectionReason>('unreadable');
  const [note, setNote] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-documents-title">
      <DialogTitle id="reject-documents-title">{translate('app.driverDocuments.rejectTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={translate('app.driverDocuments.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as DriverRejectionReason)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'reject-reason' } as object } }}
        >
          {DRIVER_REJECTION_REASONS.map((code) => (
            <MenuItem key={code} value={code}>
              {translate(`app.driverDocuments.reasons.${code}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('app.driverDocuments.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.driverDocuments.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => onReject(reason, note.trim())}
          data-testid="confirm-reject-documents"
        >
          {translate('app.driverDocuments.confirmReject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
