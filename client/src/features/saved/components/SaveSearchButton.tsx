import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../app/auth/AuthProvider';
import { useTranslation } from '../../../app/i18n/use-translation';
import { lazyWhenOpen } from '../../../shared/components/lazy-when-open';
import { TYPE_INFO, type ListingType } from '../../listings/listing-types';
import '../i18n';

const SaveSearchDialog = lazyWhenOpen(() => import('./SaveSearchDialog'));

/**
 * "Save this search" on a browse page: names the search as the URL has it now (words, filters,
 * order); new listings it finds are then alerted. A visitor is asked to log in first.
 */
export function SaveSearchButton({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  // Each opening is a fresh dialog: the name suggested now, no answer from an earlier save.
  const [opening, setOpening] = useState({ count: 0, suggestedName: '' });
  if (auth.session && !auth.isSeller && !auth.isBuyer) return null;

  const start = () => {
    if (!auth.session) {
      void navigate('/login', { state: { from: location, notice: 'saved.searches.loginFirst' } });
      return;
    }
    const q = params.get('q')?.trim();
    setOpening(({ count }) => ({
      count: count + 1,
      suggestedName: (q ? `${q} · ` : '') + t(TYPE_INFO[type].titleKey),
    }));
    setOpen(true);
  };

  return (
    <>
      <Button variant="outlined" startIcon={<NotificationsActiveIcon />} onClick={start}>
        {t('saved.searches.save')}
      </Button>
      <SaveSearchDialog
        key={opening.count}
        open={open}
        onClose={() => setOpen(false)}
        type={type}
        suggestedName={opening.suggestedName}
      />
    </>
  );
}
