import {
  isLanguageCode,
  returnTermsOf,
  returnTermsWords,
  type CarCategory,
  type ReturnTerms,
} from '@grandtour/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { useLanguage } from '../common/useLanguage.ts';

/** What the car charges after its return: the owner's own terms, or its category's defaults, said so (issue 23). */
export function ReturnTermsField(_props: { label?: string }) {
  const record = useRecordContext<{ category: CarCategory; returnTerms?: ReturnTerms | null }>();
  const translate = useTranslate();
  const code = useLanguage();
  if (!record) return null;
  const words = returnTermsWords(
    returnTermsOf(record.category, record.returnTerms),
    isLanguageCode(code) ? code : 'fr',
  );
  const terms = Object.values(words).join(' · ');
  return (
    <span data-testid="car-return-terms">
      {record.returnTerms ? terms : translate('app.returnTerms.shownDefault', { terms })}
    </span>
  );
}
