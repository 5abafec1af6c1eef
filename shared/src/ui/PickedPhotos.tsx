import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { addClaimPhotos, removeClaimPhoto } from '@grandtour/shared';
import { useEffect, useRef, useState } from 'react';
import { useObjectUrl } from './useObjectUrl.ts';

/** Photos picked on this device (a claim, a contest, a message): picking again adds up to the limit, any one can be taken out. */
export function usePickedPhotos(limit?: number) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [leftOut, setLeftOut] = useState(0);
  return {
    photos,
    leftOut,
    add: (picked: File[]) => {
      const next = addClaimPhotos(photos, picked, limit);
      setPhotos(next.photos);
      setLeftOut(next.leftOut);
    },
    remove: (index: number) => {
      setPhotos(removeClaimPhoto(photos, index));
      setLeftOut(0);
    },
    clear: () => {
      setPhotos([]);
      setLeftOut(0);
    },
  };
}

function PickedPhoto({
  file,
  alt,
  removeLabel,
  onRemove,
  disabled,
}: {
  file: File;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
  disabled: boolean;
}) {
  const url = useObjectUrl(file);
  return (
    <Box component="li" sx={{ position: 'relative', minWidth: 0 }}>
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
        {url && (
          <Box
            component="img"
            src={url}
            alt={alt}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <IconButton
        aria-label={removeLabel}
        onClick={onRemove}
        disabled={disabled}
        size="small"
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * The chosen photos as thumbnails that wrap on a phone, each with a button naming the photo it takes out. Focus then
 * moves to the next photo's button (or the previous one), or back to the file input once none is left.
 */
export function PickedPhotos({
  photos,
  alt,
  removeLabel,
  onRemove,
  inputId,
  disabled = false,
  testId,
}: {
  photos: readonly File[];
  alt: (n: number) => string;
  removeLabel: (n: number) => string;
  onRemove: (index: number) => void;
  inputId: string;
  disabled?: boolean;
  testId: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    if (removedAt.current === null) return;
    const buttons = Array.from(list.current?.querySelectorAll('button') ?? []);
    const next = buttons[Math.min(removedAt.current, buttons.length - 1)] ?? document.getElementById(inputId);
    removedAt.current = null;
    next?.focus();
  }, [photos, inputId]);
  if (photos.length === 0) return null;
  return (
    <Box
      component="ul"
      ref={list}
      data-testid={testId}
      sx={{
        listStyle: 'none',
        p: 0,
        my: 1,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
        gap: 1,
      }}
    >
      {photos.map((file, index) => (
        <PickedPhoto
          key={keyOf(file)}
          file={file}
          alt={alt(index + 1)}
          removeLabel={removeLabel(index + 1)}
          disabled={disabled}
          onRemove={() => {
            removedAt.current = index;
            onRemove(index);
          }}
        />
      ))}
    </Box>
  );
}

/** Each picked file keeps its thumbnail (and its object URL) while others before it are taken out. */
const keys = new WeakMap<File, number>();
let lastKey = 0;
function keyOf(file: File) {
  if (!keys.has(file)) keys.set(file, ++lastKey);
  return keys.get(file)!;
}
