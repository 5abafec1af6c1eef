import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { Car } from '@grandtour/shared';
import type { MouseEvent } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useToast } from '../toast/useToast.ts';
import { useFavourites } from './useFavourites.ts';
import { useToggleFavourite } from './useToggleFavourite.ts';

interface FavouriteToggleProps {
  car: Car;
  variant?: 'icon' | 'button';
  /** The error toast's text; the spec's favourites page words a failed removal differently. */
  failureMessage?: string;
}

const iconSx = {
  backgroundColor: 'rgba(11, 11, 13, 0.65)',
  border: '1px solid rgba(201, 162, 39, 0.35)',
  backdropFilter: 'blur(6px)',
  '&:hover': { backgroundColor: 'rgba(11, 11, 13, 0.85)' },
} as const;
const busySx = { opacity: 0.6, cursor: 'progress' } as const;

/** Spec §4: a heart that adds the car to the favourites or removes it, with a toast either way. */
export function FavouriteToggle({ car, variant = 'icon', failureMessage }: FavouriteToggleProps) {
  const { t } = useLanguage();
  const { toast } = useToast();
  const favourites = useFavourites();
  const name = `${car.brand} ${car.model}`;
  const { mutate, isPending } = useToggleFavourite({
    onToggled: ({ isFavourite: wasFavourite }) =>
      toast(
        wasFavourite
          ? { title: t.favorites.removed, description: t.favorites.removedText(name) }
          : { title: t.favorites.added, description: t.favorites.addedText(name) },
      ),
    onFailed: () =>
      toast({
        title: t.toast.errorTitle,
        description: failureMessage ?? t.favorites.updateError,
        variant: 'destructive',
      }),
  });

  const isFavourite = favourites.data?.some((favourite) => favourite.carId === car.id) ?? false;
  // Until the list is known a click could add a car that is already there; aria-disabled keeps the focus.
  const busy = isPending || favourites.isPending;
  const label = isFavourite ? t.favorites.remove : t.favorites.add;
  const Icon = isFavourite ? FavoriteIcon : FavoriteBorderIcon;

  const onClick = (event: MouseEvent) => {
    // The toggle sits on cards that link to the car page: a click here must not follow that link.
    event.preventDefault();
    event.stopPropagation();
    if (!busy) mutate({ car, isFavourite });
  };

  const common = {
    onClick,
    'aria-pressed': isFavourite,
    'aria-disabled': busy,
    'data-testid': 'favourite-toggle',
  } as const;

  if (variant === 'button')
    return (
      <Button {...common} variant="outlined" fullWidth startIcon={<Icon />} sx={busy ? busySx : undefined}>
        {label}
      </Button>
    );

  return (
    <IconButton
      {...common}
      aria-label={label}
      sx={[iconSx, { color: isFavourite ? 'primary.main' : 'common.white' }, busy && busySx]}
    >
      <Icon />
    </IconButton>
  );
}
