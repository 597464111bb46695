import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { lazyPart } from '../../../shared/components/lazy-when-open';
import { useAuth } from '../../../app/auth/AuthProvider';
import { SellerAddressTable } from '../../subscription/components/SellerAddressTable';
import {
  contactFailureText,
  useFreshBuyerStatus,
  useNotifySeller,
  useSellerAddress,
} from '../../subscription/hooks/use-seller-contact';
import '../../subscription/i18n';
import { subscribeOrigin } from '../../subscription/subscribe-origin';
import { BUYER_SUBSCRIBE_PATH } from '../../subscription/subscription-paths';
import type { ListingType } from '../listing-types';

// The dialog and its text field load when a buyer first writes to a seller, not with the page.
const NotifySellerDialog = lazyPart(() =>
  import('../../requests/components/NotifySellerDialog').then((m) => ({
    default: m.NotifySellerDialog,
  })),
);

export interface SellerContactActionsProps {
  sellerId: number;
  listingType: ListingType;
  postHash: string;
}

const spinner = <CircularProgress size={18} color="inherit" />;

/** A notice with the way to the buyer's subscription page, and back here after paying. */
function SubscribeNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Alert severity="warning">
      {text}{' '}
      <Link
        component={RouterLink}
        to={BUYER_SUBSCRIBE_PATH}
        onClick={() => subscribeOrigin.save(pathname)}
      >
        {t('subscription.contact.subscribe')}
      </Link>
    </Alert>
  );
}

function ContactActions({ sellerId, listingType, postHash }: SellerContactActionsProps) {
  const { t } = useTranslation();
  const { isBuyer } = useAuth();
  const [onlyBuyers, setOnlyBuyers] = useState(false);
  const [composing, setComposing] = useState(false);
  const [needsSubscription, setNeedsSubscription] = useState(false);
  const buyerStatus = useFreshBuyerStatus(t('subscription.buyer.loadFailed'));
  const address = useSellerAddress(sellerId);
  const notify = useNotifySeller({ sellerId, listingType, postHash });
  const shown = address.data?.kind === 'address' ? address.data : null;

  // Sellers and staff get the spec's message and no request at all.
  const whenBuyer = (action: () => void) => () => (isBuyer ? action() : setOnlyBuyers(true));
  // Only a subscriber writes a message; sending checks the subscription again.
  const openNotify = async () => {
    const status = await buyerStatus().catch(() => null);
    setNeedsSubscription(status !== null && status.status !== 'active');
    setComposing(status === null || status.status === 'active');
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          size="large"
          onClick={whenBuyer(() => void openNotify())}
          disabled={notify.isPending}
          startIcon={notify.isPending ? spinner : undefined}
        >
          {t('subscription.contact.notify')}
        </Button>
        <Button
          variant="outlined"
          size="large"
          onClick={whenBuyer(() => address.mutate())}
          // Once the address shows there is nothing more to fetch.
          disabled={address.isPending || shown !== null}
          startIcon={address.isPending ? spinner : undefined}
        >
          {t('subscription.contact.getAddress')}
        </Button>
      </Stack>
      {onlyBuyers && <Alert severity="info">{t('subscription.contact.onlyBuyers')}</Alert>}
      {composing && (
        <Suspense fallback={null}>
          <NotifySellerDialog
            onClose={() => setComposing(false)}
            onSend={(message) => {
              setComposing(false);
              notify.mutate(message || undefined);
            }}
          />
        </Suspense>
      )}

      {notify.data === 'notified' && (
        <Alert severity="success">{t('subscription.contact.notified')}</Alert>
      )}
      {notify.data === 'alreadyNotified' && (
        <Alert severity="info">{t('subscription.contact.alreadyNotified')}</Alert>
      )}
      {(needsSubscription || notify.data === 'needSubscription') && (
        <SubscribeNotice text={t('subscription.contact.needSubscription')} />
      )}
      {notify.isError && <Alert severity="error">{contactFailureText(notify.error, t)}</Alert>}

      {address.data?.kind === 'trialsUsed' && (
        <SubscribeNotice text={t('subscription.contact.trialsUsed')} />
      )}
      {address.isError && <Alert severity="error">{contactFailureText(address.error, t)}</Alert>}
      {shown && (
        <>
          <SellerAddressTable address={shown.address} />
          {shown.trial?.access === 'free-trial' && (
            <Typography variant="body2" color="text.secondary">
              {t('subscription.contact.unlockedByTrial', {
                used: Math.min(shown.trial.freeTrialsUsed, shown.trial.freeTrials),
                total: shown.trial.freeTrials,
              })}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * 'Notify the Seller Now' (with an optional message) and 'Get Seller Address' on a listing's page,
 * for buyers with an active subscription or a free trial. Keyed by the listing, so moving to another listing starts afresh
 * instead of showing the previous seller's details.
 */
export function SellerContactActions(props: SellerContactActionsProps) {
  const { session } = useAuth();
  if (!session) return <VisitorContactNotice />;
  return <ContactActions key={`${props.sellerId}:${props.postHash}`} {...props} />;
}

/** A visitor (the site open to browsing) signs in, and comes back here, to contact the seller. */
function VisitorContactNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Alert severity="info">
      {t('subscription.contact.visitor')}{' '}
      <Link component={RouterLink} to="/login" state={{ from: location }}>
        {t('subscription.contact.logIn')}
      </Link>
      {' · '}
      <Link component={RouterLink} to="/buyerRegister" state={{ from: location }}>
        {t('subscription.contact.register')}
      </Link>
    </Alert>
  );
}
