import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Delete from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { photoVariantUrl } from '@grandtour/shared';
import { useTranslate } from 'react-admin';

interface PhotoTileProps {
  url: string;
  index: number;
  count: number;
  onMove(from: number, to: number): void;
  onRemove(): void;
}

/** One photo with its buttons: earlier, later, remove (each named with the photo's number). */
export function PhotoTile({ url, index, count, onMove, onRemove }: PhotoTileProps) {
  const translate = useTranslate();
  const number = { index: index + 1 };
  return (
    <li data-testid="photo-tile">
      <img
        src={photoVariantUrl(url, 400) ?? url}
        alt={translate('app.photos.alt', number)}
        width={160}
        height={100}
        style={{ objectFit: 'cover', borderRadius: 4 }}
      />
      <Stack direction="row" sx={{ justifyContent: 'center' }}>
        <IconButton
          size="small"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={translate('app.photos.moveEarlier', number)}
        >
          <ArrowBack fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={translate('app.photos.moveLater', number)}
        >
          <ArrowForward fontSize="small" />
        </IconButton>
        <IconButton size="small" onClick={onRemove} aria-label={translate('app.photos.remove', number)}>
          <Delete fontSize="small" />
        </IconButton>
      </Stack>
    </li>
  );
}
