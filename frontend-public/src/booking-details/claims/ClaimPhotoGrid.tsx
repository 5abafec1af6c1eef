import Box from '@mui/material/Box';

/** Photos as thumbnails, each opening the full picture in a new tab. */
export function ClaimPhotoGrid({
  photos,
  alt,
  testId,
}: {
  photos: readonly { url: string; sha256: string }[];
  alt: (n: number) => string;
  testId: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))', gap: 1, my: 1 }}
    >
      {photos.map((photo, index) => (
        <Box
          component="a"
          key={photo.sha256}
          href={photo.url}
          target="_blank"
          rel="noopener"
          sx={{ display: 'block' }}
        >
          <Box
            component="img"
            src={photo.url}
            alt={alt(index + 1)}
            loading="lazy"
            sx={{
              width: '100%',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              borderRadius: 1,
              display: 'block',
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
