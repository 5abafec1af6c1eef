import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NullableBooleanInput,
  SelectInput,
  SimpleList,
  TextInput,
  useTranslate,
} from 'react-admin';
import { todayInParis, type OwnerReview } from '@grandtour/shared';
import { formatDate } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';
import { useSmallScreen } from '../common/useSmallScreen.ts';
import { ReviewStars } from './ReviewStars.tsx';
import { ReviewStatusField } from './ReviewStatusField.tsx';

const ratingChoices = [5, 4, 3, 2, 1].map((rating) => ({ id: rating, name: '★'.repeat(rating) }));
const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="replied" source="replied" alwaysOn sx={{ minWidth: 180 }} />,
  <SelectInput key="rating" source="rating" choices={ratingChoices} />,
];

const excerpt = (review: OwnerReview) =>
  review.comment.length > 90 ? `${review.comment.slice(0, 90)}…` : review.comment;

/** On a phone: the car and the stars, then the comment, the customer, the date and whether it was answered. */
function ReviewSimpleList() {
  const translate = useTranslate();
  const language = useLanguage();
  return (
    <SimpleList<OwnerReview>
      rowClick="edit"
      primaryText={(review) => `${review.carBrand} ${review.carModel}`}
      tertiaryText={(review) => <ReviewStars rating={review.rating} size="small" />}
      secondaryText={(review) =>
        [
          excerpt(review),
          review.userName ?? translate('app.reviews.anonymous'),
          formatDate(todayInParis(new Date(review.createdAt)), language),
          translate(review.ownerReply ? 'app.reviews.replied' : 'app.reviews.awaitingReply'),
        ].join(' · ')
      }
    />
  );
}

/** Reviews of the owner's cars, newest first; a row opens the review and its reply. */
export function ReviewList() {
  const translate = useTranslate();
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <ReviewSimpleList />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <FunctionField
            source="carModel"
            render={(review: OwnerReview) => `${review.carBrand} ${review.carModel}`}
          />
          <FunctionField
            source="userName"
            sortable={false}
            render={(review: OwnerReview) => review.userName ?? translate('app.reviews.anonymous')}
          />
          <FunctionField
            source="rating"
            render={(review: OwnerReview) => <ReviewStars rating={review.rating} size="small" />}
          />
          <FunctionField source="comment" sortable={false} render={excerpt} />
          <DateField source="createdAt" />
          <ReviewStatusField source="ownerReply" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
