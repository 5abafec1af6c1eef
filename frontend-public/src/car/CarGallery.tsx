import { CAR_GALLERY_IMAGE_SIZES } from '@grandtour/shared';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { CarImage } from '../common/CarImage.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';

interface CarGalleryProps {
  images: readonly string[];
  carName: string;
}

export function CarGallery({ images, carName }: CarGalleryProps) {
  const { t } = useLanguage();
  const [selectedIndex, setSelectedIndex] = useState(0);
  const selectedImage = images[selectedIndex] ?? images[0];

  return (
    <Box component="section" aria-label={t.carDetail.gallery} data-testid="car-gallery">
      <Box
        sx={{
          borderRadius: 2,
          overflow: 'hidden',
          border: '1px solid',
          borderColor: 'divider',
          aspectRatio: '16 / 10',
        }}
      >
        <CarImage
          src={selectedImage}
          alt={t.carDetail.imageAlt(carName, selectedIndex + 1)}
          width={800}
          height={500}
          sizes={CAR_GALLERY_IMAGE_SIZES}
          eager
          sx={{ height: '100%' }}
        />
      </Box>
      {images.length > 1 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(4, 1fr)', sm: 'repeat(5, 1fr)' },
          }}
        >
          {images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <ButtonBase
                data-testid="gallery-thumbnail"
                aria-label={t.carDetail.showImage(index + 1, images.length)}
                aria-pressed={index === selectedIndex}
                onClick={() => setSelectedIndex(index)}
                sx={{
                  display: 'block',
                  width: '100%',
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: '2px solid',
                  borderColor: index === selectedIndex ? 'primary.main' : 'transparent',
                  opacity: index === selectedIndex ? 1 : 0.65,
                  transition: 'opacity 150ms, border-color 150ms',
                  '&:hover': { opacity: 1 },
                  '&.Mui-focusVisible': {
                    outline: '2px solid',
                    outlineColor: 'primary.light',
                    outlineOffset: 2,
                  },
                }}
              >
                <CarImage src={image} alt="" width={160} height={100} sx={{ aspectRatio: '16 / 10' }} />
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
