import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { reviewTextProblem, REVIEW_TEXT_LIMITS, type OwnerReview } from '@grandtour/shared';
import {
  DateField,
  Edit,
  FunctionField,
  Labeled,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ReviewStars } from './ReviewStars.tsx';

/** The server's rules, checked first so that the owner reads the reason before sending. */
const validateReply = (value: string | null | undefined) => {
  const problem = reviewTextProblem('reply', value ?? '', { required: true });
  if (problem === 'required') return 'ra.validation.required';
  if (problem === 'too_long')
    return { message: 'app.reviews.replyTooLong', args: { max: REVIEW_TEXT_LIMITS.reply } };
  if (problem === 'markup') return 'app.reviews.replyMarkup';
  return undefined;
};

function ReviewSummary() {
  const review = useRecordContext<OwnerReview>();
  const translate = useTranslate();
  if (!review) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, width: '100%', maxWidth: 720 }}>
      <Typography variant="h6" component="h2">
        {review.carBrand} {review.carModel}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        <Labeled source="userName">
          <FunctionField
            source="userName"
            render={(record: OwnerReview) => record.userName ?? translate('app.reviews.anonymous')}
          />
        </Labeled>
        <Labeled source="location">
          <TextField source="location" emptyText="—" />
        </Labeled>
        <Labeled source="createdAt">
          <DateField source="createdAt" />
        </Labeled>
        <Labeled source="rating">
          <ReviewStars rating={review.rating} />
        </Labeled>
      </Box>
      <Labeled source="comment">
        <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="owner-review-comment">
          {review.comment}
        </Typography>
      </Labeled>
    </Box>
  );
}

/** Replying is publishing: once saved, the reply is public and final (one per review). */
function ReplyForm() {
  const review = useRecordContext<OwnerReview>();
  const translate = useTranslate();
  if (!review) return null;
  if (review.ownerReply)
    return (
      <Box sx={{ width: '100%', maxWidth: 720 }} data-testid="owner-reply-published">
        <Labeled source="ownerReply">
          <Typography sx={{ whiteSpace: 'pre-line' }}>{review.ownerReply}</Typography>
        </Labeled>
        <Alert severity="success" variant="outlined" sx={{ mt: 1 }}>
          {translate('app.reviews.publishedNote')}
        </Alert>
      </Box>
    );
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <TextInput
        source="ownerReply"
        multiline
        minRows={4}
        fullWidth
        validate={validateReply}
        helperText="app.reviews.replyHelp"
      />
    </Box>
  );
}

function ReplyToolbar() {
  const review = useRecordContext<OwnerReview>();
  if (!review || review.ownerReply) return null;
  return (
    <Toolbar>
      <SaveButton label="app.reviews.publish" alwaysEnable={false} />
    </Toolbar>
  );
}

/** One review of the owner's car, and the form of the one public reply (PUT /api/owner/reviews/:id). */
export function ReviewEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm toolbar={<ReplyToolbar />}>
        <ReviewSummary />
        <ReplyForm />
      </SimpleForm>
    </Edit>
  );
}
