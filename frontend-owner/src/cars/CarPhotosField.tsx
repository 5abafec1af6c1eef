import { photoVariantUrl } from '@grandtour/shared';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';

/** The car's photos in their order, the main one first. */
export function CarPhotosField(_props: { source: 'images'; label?: string }) {
  const record = useRecordContext<{ images: string[] }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="car-photos">
      {record.images.map((url, index) => (
        <img
          key={url}
          src={photoVariantUrl(url, 400) ?? url}
          alt={translate('app.photos.alt', { index: index + 1 })}
          width={200}
          height={125}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      ))}
    </Stack>
  );
}
