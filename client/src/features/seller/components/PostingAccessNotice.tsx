import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { formatMoney } from '../../../shared/format/money';
import type { PostingAccess } from '../hooks/use-posting-access';
import { SUBSCRIBE_PATH } from '../seller-paths';

/**
 * The posting check's outcome above the form, so a seller who cannot post learns it before
 * filling in a long form. A status (not an alert): it is there on arrival, not after an action.
 */
export function PostingAccessNotice({ access }: { access: PostingAccess }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, 'ETB', i18n.language);

  switch (access.kind) {
    case 'checking':
      return (
        <Alert severity="info" role="status" icon={<CircularProgress size={20} />}>
          {t(
            access.step === 'subscription'
              ? 'seller.access.checking'
              : 'seller.access.checkingTrial',
          )}
        </Alert>
      );
    case 'denied':
      return (
        <Alert severity="warning" role="status">
          {t('seller.access.balanceLow', { fee: access.postFee, currency: access.currency })}{' '}
          <Link component={RouterLink} to={SUBSCRIBE_PATH}>
            {t('seller.access.subscribe')}
          </Link>
        </Alert>
      );
    case 'error':
      return <Alert severity="error">{access.message}</Alert>;
    case 'allowed':
      return access.via === 'balance' ? (
        <Alert severity="success" role="status">
          {t('seller.access.balance', {
            balance: formatMoney(access.balance, access.currency, i18n.language),
            fee: money(access.postFee),
          })}
        </Alert>
      ) : (
        <Alert severity="success" role="status">
          {t(access.started ? 'seller.access.trialStarted' : 'seller.access.trialAvailable')}
        </Alert>
      );
  }
}
