import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useAuth } from '../../../app/auth/AuthProvider';
import { lazyPart } from '../../../shared/components/lazy-when-open';
import type { ListingView } from '../../listings/listing-types';
import { moderationApi, moderationKeys } from '../api/moderation-api';
import '../i18n';
import { ListingStatusNotice } from './ListingStatusNotice';

// The report form loads when someone first reports a listing, not with the page.
const ReportListingDialog = lazyPart(() =>
  import('./ReportListingDialog').then((m) => ({ default: m.ReportListingDialog })),
);

/**
 * What a listing's page shows of moderation: its seller (and staff) see where it stands and why
 * a moderator hid it; other signed-in sellers and buyers may report a public listing, once.
 */
export function ListingModeration({
  listing,
}: {
  listing: Pick<ListingView, 'type' | 'postHash' | 'sellerId' | 'status' | 'statusReason'>;
}) {
  const auth = useAuth();
  const session = auth.session;
  const own = session?.userType === 'seller' && session.userDetails.sellerId === listing.sellerId;
  if (own || auth.isEmployee) return <ListingStatusNotice listing={listing} />;
  if (!(auth.isSeller || auth.isBuyer) || listing.status !== 'active') return null;
  return <ReportListing type={listing.type} postHash={listing.postHash} />;
}

function ReportListing({ type, postHash }: Pick<ListingView, 'type' | 'postHash'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const mine = useQuery({
    queryKey: moderationKeys.ownReport(type, postHash),
    queryFn: () => moderationApi.ownReport(type, postHash, t('moderation.report.failed')),
  });

  if (sent) return <Alert severity="success">{t('moderation.report.sent')}</Alert>;
  if (mine.data?.open) return <Alert severity="info">{t('moderation.report.already')}</Alert>;
  return (
    <>
      <Button
        variant="text"
        color="inherit"
        size="small"
        startIcon={<OutlinedFlagIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start', color: 'text.secondary' }}
      >
        {t('moderation.report.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportListingDialog
            type={type}
            postHash={postHash}
            onClose={(done) => {
              setOpen(false);
              setSent(done);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
