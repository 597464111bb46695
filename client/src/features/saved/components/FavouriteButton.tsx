import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../app/auth/AuthProvider';
import { failureText } from '../../../shared/errors/failure-text';
import { useFavourites, useToggleFavourite } from '../hooks/use-saved';

interface FavouriteButtonProps {
  postHash: string;
  /** What the listing is, for the button's name ("Save Toyota Vitz"). */
  title: string;
  /**
   * overlay: a heart on a white disc in the top corner of what holds it (a card's photo).
   * labelled: a button with the heart and "Save" / "Saved" (a listing's page).
   */
  variant?: 'overlay' | 'labelled';
  /** The listing's seller, who has no heart on their own listing. */
  sellerId?: number;
}

/**
 * The heart: saves the listing to the signed-in seller's or buyer's favourites, or takes it out.
 * A visitor is asked to log in (and comes back); staff keep no favourites and see none, nor does
 * a seller on their own listing.
 */
export function FavouriteButton({
  postHash,
  title,
  variant = 'overlay',
  sellerId,
}: FavouriteButtonProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const favourites = useFavourites();
  const toggle = useToggleFavourite(postHash);
  const [failure, setFailure] = useState<string>();
  if (auth.session && !auth.isSeller && !auth.isBuyer) return null;
  const own = auth.session?.userType === 'seller' && auth.session.userDetails.sellerId === sellerId;
  if (own) return null;

  const saved =
    toggle.isPending && toggle.variables !== undefined
      ? toggle.variables
      : Boolean(favourites.data?.some((f) => f.postHash === postHash));
  const label = t(saved ? 'saved.favourites.remove' : 'saved.favourites.add', { title });
  const onClick = (event: MouseEvent) => {
    // The heart floats over the card's link: the click is the heart's alone.
    event.preventDefault();
    event.stopPropagation();
    if (!auth.session) {
      void navigate('/login', { state: { from: location, notice: 'saved.favourites.loginFirst' } });
      return;
    }
    setFailure(undefined);
    toggle.mutate(!saved, {
      onError: (error) => setFailure(failureText(error, t('saved.favourites.saveFailed'))),
    });
  };
  const icon = saved ? <FavoriteIcon /> : <FavoriteBorderIcon />;
  const tip = failure ?? (auth.session ? label : t('saved.favourites.loginFirst'));
  if (variant === 'labelled') {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          color={saved ? 'error' : 'primary'}
          startIcon={icon}
          aria-label={label}
          aria-pressed={saved}
          onClick={onClick}
        >
          {t(saved ? 'saved.favourites.savedButton' : 'saved.favourites.saveButton')}
        </Button>
        {(failure || !auth.session) && (
          <Typography variant="caption" color={failure ? 'error' : 'text.secondary'}>
            {tip}
          </Typography>
        )}
      </Stack>
    );
  }
  return (
    // A corner of the card's photo: the anchor takes no room, the heart floats over the photo.
    <Box sx={{ position: 'relative', height: 0, zIndex: 1 }}>
      <IconButton
        aria-label={label}
        aria-pressed={saved}
        // The browser's own tooltip: a card's heart brings no popper code to the first page.
        title={tip}
        onClick={onClick}
        size="small"
        sx={{
          position: 'absolute',
          top: 6,
          right: 6,
          color: saved ? 'error.main' : 'grey.800',
          bgcolor: 'rgba(255,255,255,0.9)',
          '&:hover': { bgcolor: 'common.white' },
        }}
      >
        {icon}
      </IconButton>
    </Box>
  );
}
