import Rating from '@mui/material/Rating';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NullableBooleanInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { OwnerReview } from '@grandtour/shared';
import { ReviewStatusField } from './ReviewStatusField.tsx';

const ratingChoices = [5, 4, 3, 2, 1].map((rating) => ({ id: rating, name: '★'.repeat(rating) }));
const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="replied" source="replied" alwaysOn sx={{ minWidth: 180 }} />,
  <SelectInput key="rating" source="rating" choices={ratingChoices} />,
];

function Stars({ review }: { review: OwnerReview }) {
  const translate = useTranslate();
  return (
    <Rating
      value={review.rating}
      readOnly
      size="small"
      getLabelText={() => translate('app.reviews.stars', { rating: review.rating })}
    />
  );
}

/** Reviews of the owner's cars, newest first; a row opens the review and its reply. */
export function ReviewList() {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
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
        <FunctionField source="rating" render={(review: OwnerReview) => <Stars review={review} />} />
        <FunctionField
          source="comment"
          sortable={false}
          render={(review: OwnerReview) =>
            review.comment.length > 90 ? `${review.comment.slice(0, 90)}…` : review.comment
          }
        />
        <DateField source="createdAt" />
        <ReviewStatusField source="ownerReply" sortable={false} />
      </Datagrid>
    </List>
  );
}
