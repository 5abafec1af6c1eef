import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DRIVER_DOCUMENT_KINDS } from '@grandtour/shared';
import { apiErrorOf } from '../../api/HttpError.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { DetailsSection } from '../DetailsSection.tsx';
import { DocumentUploadRow } from './DocumentUploadRow.tsx';
import { DriverVerificationStatus } from './DriverVerificationStatus.tsx';
import { useDriverDocuments, useUploadDriverDocument } from './useDriverDocuments.ts';

/** The driver's licence (both sides) and ID: sent from the phone, checked by the owner, the outcome shown here. */
export function DriverDocumentsSection() {
  const { t } = useLanguage();
  const texts = t.documents;
  const documents = useDriverDocuments();
  const upload = useUploadDriverDocument();
  return (
    <DetailsSection id="details-documents" title={texts.heading}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {texts.intro}
      </Typography>
      {documents.isPending && <CircularProgress size={24} aria-label={texts.uploading} />}
      {documents.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void documents.refetch()}>
              {texts.retry}
            </Button>
          }
        >
          {texts.loadError}
        </Alert>
      )}
      {documents.data && (
        <>
          <DriverVerificationStatus status={documents.data} />
          <div aria-live="polite">
            {upload.isError && (
              <Alert severity="error" sx={{ mt: 2 }} data-testid="document-upload-error">
                {apiErrorOf(upload.error)?.message ?? texts.loadError}
              </Alert>
            )}
            {upload.isSuccess && (
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="document-upload-done">
                {texts.uploaded(texts.kinds[upload.variables.kind])}
              </Typography>
            )}
          </div>
          <div style={{ marginTop: 16 }}>
            {DRIVER_DOCUMENT_KINDS.map((kind) => (
              <DocumentUploadRow
                key={kind}
                kind={kind}
                document={documents.data.documents.find((document) => document.kind === kind)}
                busy={upload.isPending && upload.variables.kind === kind}
                onFile={(file) => upload.mutate({ kind, file })}
              />
            ))}
          </div>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {texts.privacy(documents.data.retentionDays)}
          </Typography>
        </>
      )}
    </DetailsSection>
  );
}
