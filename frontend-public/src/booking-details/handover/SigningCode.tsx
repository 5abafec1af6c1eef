import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { HandoverApiError, type HandoverClient, type HandoverSigningCodeResponse } from '@grandtour/shared';
import { useState } from 'react';
import { useParisDateTime } from '../../i18n/useParisDateTime.ts';
import type { HandoverTexts } from './handoverTexts.ts';

/**
 * The six-digit code the customer reads to the owner to sign on the owner's phone (decision 89): only the customer's
 * own page can ask for it, so typed there it proves they are present.
 */
export function SigningCode({
  client,
  texts,
  testId,
}: {
  client: HandoverClient;
  texts: HandoverTexts;
  testId: string;
}) {
  const until = useParisDateTime('medium');
  const [issued, setIssued] = useState<HandoverSigningCodeResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ask = async () => {
    setPending(true);
    setError(null);
    try {
      setIssued(await client.signingCode());
    } catch (caught) {
      setError(caught instanceof HandoverApiError ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button variant="outlined" disabled={pending} onClick={() => void ask()} data-testid={`${testId}-ask`}>
        {texts.codeButton}
      </Button>
      {issued && (
        <Alert severity="info" data-testid={testId} data-code={issued.code}>
          {texts.codeShown(issued.code, until(issued.expiresAt))}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}
