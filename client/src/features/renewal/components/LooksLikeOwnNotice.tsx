import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import type { PostNotice } from '../../listings/api/listings-api';
import { detailPathOf } from '../../listings/listing-types';
import '../i18n';

/**
 * After a post whose photo looks like one of the seller's own listings: posted all the same, with
 * a link to the other one (renewing it is free, posting again is not).
 */
export function LooksLikeOwnNotice({ notice }: { notice: PostNotice }) {
  const { t } = useTranslation();
  const { type, postHash } = notice.listing;
  return (
    <Alert severity="info" role="status">
      {t('renewal.looksLikeOwn.text')}{' '}
      <Link component={RouterLink} to={detailPathOf(type, postHash)}>
        {t('renewal.looksLikeOwn.link')}
      </Link>
    </Alert>
  );
}
