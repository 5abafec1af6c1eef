import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_CAR_PHOTOS } from '@grandtour/shared';
import { useRef, useState } from 'react';
import { useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import type { OwnerDataProvider } from '../dataProvider/dataProvider.ts';
import { PhotoTile } from './PhotoTile.tsx';

/**
 * The car's photos in order (the first is the main one): each file is uploaded as soon as it is chosen, so a wrong
 * type or size is said at once (the API decides: decision 21); buttons move and remove them.
 */
export function PhotosInput({ source }: { source: 'images' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const { field } = useInput<string[]>({ source, defaultValue: [] });
  const photos: string[] = field.value ?? [];
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function upload(files: FileList | null) {
    if (!files?.length) return;
    setUploading(true);
    const added: string[] = [];
    try {
      for (const file of [...files].slice(0, MAX_CAR_PHOTOS - photos.length))
        added.push(await dataProvider.uploadPhoto(file));
    } catch (error) {
      // The API's words (type, size, damaged file, quota, too many at once), in the owner's language.
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      // The photos sent before a refused one are kept.
      if (added.length > 0) field.onChange([...photos, ...added]);
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }
  const move = (from: number, to: number) => {
    const next = [...photos];
    next.splice(to, 0, ...next.splice(from, 1));
    field.onChange(next);
  };

  return (
    <Stack
      spacing={1}
      sx={{ my: 2 }}
      component="fieldset"
      aria-describedby="photos-hint"
      style={{ border: 0, padding: 0 }}
    >
      <Typography component="legend" variant="subtitle1">
        {translate('app.photos.label')}
      </Typography>
      <FormHelperText id="photos-hint">{translate('app.photos.hint')}</FormHelperText>
      {photos.length === 0 && <Typography color="text.secondary">{translate('app.photos.none')}</Typography>}
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 2 }}
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {photos.map((url, index) => (
          <PhotoTile
            key={url}
            url={url}
            index={index}
            count={photos.length}
            onMove={move}
            onRemove={() => field.onChange(photos.filter((_, position) => position !== index))}
          />
        ))}
      </Stack>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        data-testid="photo-file"
        onChange={(event) => void upload(event.target.files)}
      />
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternate />}
        disabled={uploading || photos.length >= MAX_CAR_PHOTOS}
        onClick={() => fileInput.current?.click()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate(uploading ? 'app.photos.uploading' : 'app.photos.add')}
      </Button>
    </Stack>
  );
}
