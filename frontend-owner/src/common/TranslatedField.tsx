import { useRecordContext, useTranslate } from 'react-admin';

/** A value that is a key of our texts (a category, a status…), shown in the current language. */
export function TranslatedField({
  source,
  prefix,
}: {
  source: string;
  prefix: string;
  label?: string;
  sortable?: boolean;
}) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const value = record?.[source];
  return typeof value === 'string' ? <span>{translate(`${prefix}.${value}`)}</span> : null;
}
