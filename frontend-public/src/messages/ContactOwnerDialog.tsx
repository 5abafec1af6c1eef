import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_MESSAGE_TEXT, type Car, type ConversationThread } from '@grandtour/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiErrorOf } from '../api/HttpError.ts';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { useAccount } from '../account/useAccount.ts';
import { LightTextField } from '../common/LightTextField.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { rememberGuestConversations } from './guestConversations.ts';
import { MessageItem } from './MessageItem.tsx';
import { CONVERSATIONS_KEY, startInquiry, threadKey } from './messagesApi.ts';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * "Contacter le propriétaire" (issue 24): a question about the car before booking. A guest gives a first name and an
 * e-mail to hear of the answer; once sent, the question shows as the owner will read it, with a link to the thread.
 */
export function ContactOwnerDialog({ car, onClose }: { car: Car; onClose: () => void }) {
  const { t, language } = useLanguage();
  const texts = t.messages;
  const client = useQueryClient();
  const signedIn = Boolean(useAccount().data);
  const [question, setQuestion] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();
  const ask = useMutation({
    mutationFn: () => {
      const request = {
        text: question.trim(),
        ...(signedIn ? {} : { email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}) }),
      };
      return startInquiry(car.id, request, language, idempotency.keyFor(request));
    },
    onSuccess: (thread: ConversationThread) => {
      idempotency.completed();
      client.setQueryData(threadKey(thread.id), thread);
      void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
      if (!signedIn) rememberGuestConversations();
    },
    onError: (error) => idempotency.failed(error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem =
      question.trim() === ''
        ? texts.composerMissing
        : !signedIn && !looksLikeEmail(email.trim())
          ? texts.guestEmailMissing
          : null;
    setInvalid(problem);
    if (!problem) ask.mutate();
  };
  const thread = ask.data;
  const carName = `${car.brand} ${car.model}`;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="contact-owner-title"
      data-testid="contact-owner-dialog"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id="contact-owner-title">{texts.contactTitle(carName)}</DialogTitle>
      <DialogContent>
        {thread ? (
          <Stack spacing={2}>
            <Alert severity="success" data-testid="contact-owner-sent">
              {texts.questionSent}
            </Alert>
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {thread.messages.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  counterpartName={thread.counterpartName || texts.ownerFallback}
                  readByOtherUpToSeq={thread.readByOtherUpToSeq}
                  texts={texts}
                />
              ))}
            </Box>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography sx={{ color: 'text.secondary' }}>{texts.contactIntro}</Typography>
            {!signedIn && (
              <>
                <LightTextField
                  id="contact-owner-name"
                  label={texts.guestName}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  autoComplete="given-name"
                  slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'contact-owner-name' } }}
                />
                <LightTextField
                  id="contact-owner-email"
                  label={texts.guestEmail}
                  type="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  autoComplete="email"
                  required
                  slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'contact-owner-email' } }}
                />
              </>
            )}
            <LightTextField
              id="contact-owner-question"
              label={texts.question}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              multiline
              minRows={3}
              required
              slotProps={{
                htmlInput: { maxLength: MAX_MESSAGE_TEXT, 'data-testid': 'contact-owner-question' },
              }}
            />
            {(invalid || ask.isError) && (
              <Alert severity="error" role="alert" data-testid="contact-owner-error">
                {invalid ?? apiErrorOf(ask.error)?.message ?? texts.sendError}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {thread ? (
          <>
            <Button onClick={onClose}>{texts.close}</Button>
            <Button
              component={RouterLink}
              to={`/messages/${thread.id}`}
              variant="contained"
              data-testid="contact-owner-open-thread"
            >
              {texts.openThread}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={ask.isPending}>
              {texts.cancel}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={ask.isPending}
              data-testid="contact-owner-send"
            >
              {ask.isPending ? texts.sending : texts.sendQuestion}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
