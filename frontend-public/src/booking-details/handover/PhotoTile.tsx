import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import type { HandoverReport, SlotUpload } from '@grandtour/shared';
import type { HandoverTexts } from './handoverTexts.ts';

/** One photo of the report, or, while the slot is empty and the report open, the phone's camera to take it. */
export function PhotoTile({
  slot,
  label,
  entry,
  upload,
  canTake,
  onFile,
  texts,
}: {
  slot: string;
  label: string;
  entry: HandoverReport['slots'][number] | undefined;
  upload: SlotUpload | undefined;
  canTake: boolean;
  onFile: (file: File) => void;
  texts: HandoverTexts;
}) {
  const status = upload?.status ?? (entry?.photoUrl ? 'done' : 'empty');
  const inputId = `customer-handover-photo-${slot}`;
  return (
    <Box data-testid={`customer-handover-slot-${slot}`} data-status={status} sx={{ minWidth: 0 }}>
      <Box
        sx={{
          aspectRatio: '4 / 3',
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {entry?.photoUrl ? (
          <Box
            component="img"
            src={entry.photoUrl}
            alt={label}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <PhotoCameraOutlined color="disabled" aria-hidden />
        )}
      </Box>
      {status === 'sending' && <LinearProgress aria-label={texts.sending} />}
      <Typography variant="caption" component="p" noWrap title={label}>
        {label}
      </Typography>
      {status === 'waiting' && (
        <Typography variant="caption" component="p" color="text.secondary">
          {texts.waiting}
        </Typography>
      )}
      {status === 'refused' && (
        <Typography variant="caption" component="p" color="error" role="alert">
          {texts.refused(upload?.error?.message ?? '')}
        </Typography>
      )}
      {canTake && (status === 'empty' || status === 'refused') && (
        <Button component="label" htmlFor={inputId} size="small" sx={{ px: 0 }}>
          {texts.take}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            data-testid={`customer-handover-photo-input-${slot}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onFile(file);
              event.target.value = '';
            }}
          />
        </Button>
      )}
    </Box>
  );
}
