import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DRIVER_DOCUMENT_KINDS } from '@grandtour/shared';
import type { ReactNode } from 'react';
import { apiErrorOf } from '../../api/HttpError.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { DetailsSection } from '../DetailsSection.tsx';
import { DocumentUploadRow } from './DocumentUploadRow.tsx';
import { DriverVerificationStatus } from './DriverVerificationStatus.tsx';
import { useDriverDocuments, useUploadDriverDocument } from './useDriverDocuments.ts';

/**
 * The driver's licence (both sides) and ID: sent from the phone, checked by the owner, the outcome shown here. On
 * the booking's page it is one of its sections; `standalone`, it is the account page's content, under its h1.
 */
export function DriverDocumentsSection({ standalone = false }: { standalone?: boolean }) {
  const { t } = useLanguage();
  const texts = t.documents;
  const documents = useDriverDocuments();
  const upload = useUploadDriverDocument();
  return (
    <Frame standalone={standalone} title={texts.heading}>
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
    </Frame>
  );
}

function Frame({ standalone, title, children }: { standalone: boolean; title: string; children: ReactNode }) {
  if (!standalone)
    return (
      <DetailsSection id="details-documents" title={title}>
        {children}
      </DetailsSection>
    );
  return (
    <section data-testid="details-documents">
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}
