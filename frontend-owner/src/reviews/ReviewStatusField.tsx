import { useRecordContext, useTranslate } from 'react-admin';
import type { OwnerReview } from '@grandtour/shared';
import { StatusBadge } from '../common/StatusBadge.tsx';

/** Whether the owner has answered: the one public reply, or not yet. */
export function ReviewStatusField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const review = useRecordContext<OwnerReview>();
  const translate = useTranslate();
  if (!review) return null;
  return review.ownerReply ? (
    <StatusBadge label={translate('app.reviews.replied')} tone="green" />
  ) : (
    <StatusBadge label={translate('app.reviews.awaitingReply')} tone="gold" />
  );
}
