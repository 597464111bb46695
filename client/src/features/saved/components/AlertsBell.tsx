import NotificationsIcon from '@mui/icons-material/Notifications';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { useCanSave, useUnreadAlerts } from '../hooks/use-saved';
import { ALERTS_PATH } from '../saved-paths';
import { CountBadge } from '../../../shared/components/CountBadge';

/** The header's bell: the unread alerts' count, leading to the alerts page (sellers and buyers). */
export function AlertsBell() {
  const { t } = useTranslation();
  const canSave = useCanSave();
  const unread = useUnreadAlerts();
  if (!canSave) return null;
  const count = unread.data ?? 0;
  return (
    <IconButton
      component={RouterLink}
      to={ALERTS_PATH}
      color="inherit"
      aria-label={count ? t('saved.alerts.bellUnread', { count }) : t('saved.alerts.title')}
    >
      <CountBadge count={count}>
        <NotificationsIcon />
      </CountBadge>
    </IconButton>
  );
}
