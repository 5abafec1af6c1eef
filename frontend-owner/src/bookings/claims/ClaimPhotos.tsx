import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

/** A claim's photos as thumbnails, each a link to the full picture (a new tab keeps the claim in view). */
export function ClaimPhotos({
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
        <Link key={photo.sha256} href={photo.url} target="_blank" rel="noopener" sx={{ display: 'block' }}>
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
        </Link>
      ))}
    </Box>
  );
}
