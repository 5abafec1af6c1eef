import { useObjectUrl } from '@grandtour/shared/ui';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SlotUpload } from '@grandtour/shared';
import { useTranslate } from 'react-admin';

export type SlotStatus = 'empty' | 'sending' | 'waiting' | 'refused' | 'done';

export const slotStatus = (photoUrl: string | null, upload: SlotUpload | undefined): SlotStatus =>
  upload ? upload.status : photoUrl ? 'done' : 'empty';

/** One angle (or a damage): its thumbnail, where its upload stands, and the phone's camera to take or retake it. */
export function PhotoSlotCard({
  slot,
  label,
  photoUrl,
  upload,
  onFile,
  disabled,
}: {
  slot: string;
  label: string;
  photoUrl: string | null;
  upload: SlotUpload | undefined;
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const preview = useObjectUrl(upload?.file);
  const status = slotStatus(photoUrl, upload);
  const src = preview ?? photoUrl;
  const inputId = `handover-photo-${slot}`;
  return (
    <Card variant="outlined" data-testid={`handover-slot-${slot}`} data-status={status} sx={{ minWidth: 0 }}>
      <Box
        sx={{
          aspectRatio: '4 / 3',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {src ? (
          <Box
            component="img"
            src={src}
            alt={label}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <PhotoCamera color="disabled" fontSize="large" />
        )}
      </Box>
      {status === 'sending' && <LinearProgress aria-label={translate('app.handover.photo.sending')} />}
      <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
        <Typography variant="subtitle2" component="h3" noWrap title={label}>
          {label}
        </Typography>
        <Typography
          variant="caption"
          component="p"
          color={status === 'refused' ? 'error' : 'text.secondary'}
          role={status === 'refused' ? 'alert' : undefined}
          sx={{ minHeight: '2.5em' }}
        >
          {status === 'sending' && translate('app.handover.photo.sending')}
          {status === 'waiting' && translate('app.handover.photo.waiting')}
          {status === 'refused' &&
            translate('app.handover.photo.refused', { message: upload?.error?.message ?? '' })}
          {status === 'done' && translate('app.handover.photo.done')}
        </Typography>
        {!disabled && (
          <Button
            component="label"
            htmlFor={inputId}
            size="small"
            variant={status === 'empty' || status === 'refused' ? 'contained' : 'text'}
            startIcon={<PhotoCamera />}
            sx={{ mt: 0.5 }}
          >
            {translate(status === 'empty' ? 'app.handover.photo.take' : 'app.handover.photo.retake')}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              data-testid={`handover-photo-input-${slot}`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) onFile(file);
                event.target.value = '';
              }}
            />
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
