import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REVIEW_TEXT_LIMITS, type Booking } from '@grandtour/shared';
import { useState } from 'react';
import { formFieldProps } from '../common/formFieldProps.ts';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { submitWhenValid, useFormState } from '../common/useFormState.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { usePostReview } from './usePostReview.ts';
import { defaultDisplayName, REVIEW_FIELDS, validateReview, type ReviewValues } from './validateReview.ts';

const ID_PREFIX = 'review';
const TITLE_ID = 'review-dialog-title';

/** The review of a completed booking: a rating, a comment, and how to sign it; one per booking. */
export function ReviewDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useLanguage();
  const texts = t.reviewForm;
  const car = `${booking.carBrand} ${booking.carModel}`;
  const [initial] = useState<ReviewValues>(() => ({
    rating: null,
    comment: '',
    userName: defaultDisplayName(booking.customerInfo.firstName, booking.customerInfo.lastName),
    location: '',
  }));
  const form = useFormState(initial, validateReview);
  const { post, isPosting, problem } = usePostReview(booking, onClose);
  const props = (field: 'comment' | 'userName' | 'location') =>
    formFieldProps(form, field, ID_PREFIX, (found) => texts.problems[found]);
  const ratingProblem = form.shownProblem('rating');
  const commentLength = [...form.values.comment.trim()].length;
  const onSubmit = submitWhenValid(form, REVIEW_FIELDS, ID_PREFIX, (values) => {
    if (!isPosting) post(values);
  });

  return (
    <Dialog
      open
      onClose={isPosting ? undefined : onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
      data-testid="review-dialog"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle id={TITLE_ID}>{texts.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
        <Typography sx={{ color: 'text.secondary' }}>{texts.intro(car)}</Typography>
        <Box
          component="fieldset"
          id={`${ID_PREFIX}-rating`}
          tabIndex={-1}
          aria-describedby={ratingProblem ? 'review-rating-problem' : undefined}
          sx={{ border: 0, p: 0, m: 0 }}
        >
          <Typography component="legend" sx={{ mb: 1, fontWeight: 600 }}>
            {texts.rating}
          </Typography>
          <Rating
            name="review-rating-stars"
            value={form.values.rating}
            onChange={(_event, value) => {
              form.change('rating', value);
              form.leave('rating');
            }}
            getLabelText={texts.stars}
            emptyLabelText={texts.noRating}
            size="large"
            data-testid="review-rating"
          />
          {ratingProblem && (
            <FormHelperText id="review-rating-problem" error>
              {texts.problems[ratingProblem]}
            </FormHelperText>
          )}
        </Box>
        <TextField
          {...props('comment')}
          required
          multiline
          minRows={4}
          label={texts.comment}
          helperText={
            props('comment').helperText ?? texts.characters(commentLength, REVIEW_TEXT_LIMITS.comment)
          }
          data-testid="review-comment"
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            {...props('userName')}
            label={texts.userName}
            helperText={props('userName').helperText ?? texts.userNameHelp(t.reviews.anonymous)}
            autoComplete="nickname"
            data-testid="review-user-name"
          />
          <TextField
            {...props('location')}
            label={texts.location}
            autoComplete="address-level2"
            data-testid="review-location"
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {texts.plainText}
        </Typography>
        {problem && (
          <Alert severity="error" variant="outlined" role="alert" data-testid="review-problem">
            <strong>{texts.errorTitle}</strong> — {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={isPosting} data-testid="review-cancel">
          {texts.cancel}
        </Button>
        <SubmitButton
          busy={isPosting}
          label={texts.submit}
          busyLabel={texts.submitting}
          testId="review-submit"
          fullWidth={false}
          size="medium"
        />
      </DialogActions>
    </Dialog>
  );
}
