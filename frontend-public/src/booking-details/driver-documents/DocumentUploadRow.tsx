import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { DriverDocument, DriverDocumentKind } from '@grandtour/shared';
import { useId, useRef } from 'react';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useParisDateTime } from '../../i18n/useParisDateTime.ts';

/**
 * One document to send: its name, whether it is there, and a button opening the phone's camera or file picker
 * (`capture` lets a phone offer the camera; a computer shows its file picker).
 */
export function DocumentUploadRow({
  kind,
  document,
  busy,
  onFile,
}: {
  kind: DriverDocumentKind;
  document: DriverDocument | undefined;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useLanguage();
  const texts = t.documents;
  const formatDate = useParisDateTime('medium');
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  return (
    <Box
      data-testid={`document-${kind}`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography id={labelId} sx={{ fontWeight: 600 }}>
          {texts.kinds[kind]}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {document && <CheckCircleIcon fontSize="small" color="success" aria-hidden />}
          {document ? texts.sentOn(formatDate(document.uploadedAt)) : texts.missing}
        </Typography>
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/*,application/pdf"
        capture="environment"
        hidden
        aria-labelledby={labelId}
        data-testid={`document-input-${kind}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        variant={document ? 'outlined' : 'contained'}
        startIcon={<PhotoCameraIcon aria-hidden />}
        disabled={busy}
        onClick={() => input.current?.click()}
        aria-describedby={labelId}
        sx={{ minHeight: 44 }}
      >
        {busy ? texts.uploading : document ? texts.replace : texts.choose}
      </Button>
    </Box>
  );
}
