import DashboardIcon from '@mui/icons-material/Dashboard';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { useAuth } from '../../../app/auth/AuthProvider';
import { useQuery } from '@tanstack/react-query';
import { staffApi, staffKeys, type ContactSender } from '../api/staff-api';
import { useModerationQueueCount } from '../../moderation/hooks/use-queue-count';
import { MODERATION_PATH } from '../../moderation/moderation-paths';
import { linksFor, type StaffLink } from '../staff-links';
import { MANAGERS, STAFF_PATHS } from '../staff-paths';
import { CountBadge } from '../../../shared/components/CountBadge';
import '../../moderation/i18n';

/** How often the menu looks for new inquiries while the back-office is open. */
const BADGE_REFRESH_MS = 60_000;

/** Unanswered inquiries of one kind of sender, for the levels that may answer them. */
function useUnanswered(sender: ContactSender, enabled: boolean) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: staffKeys.unanswered(sender),
    queryFn: () => staffApi.unanswered(sender, t('staff.contacts.loadFailed')),
    enabled,
    refetchInterval: BADGE_REFRESH_MS,
  }).data;
}

/** A link is current on its own page and on the pages under it (a seller's listings). */
const isCurrent = (pathname: string, to: string) =>
  pathname === to || (to !== STAFF_PATHS.sellers && pathname.startsWith(`${to}/`));

/** The back-office side menu: the dashboard, then the pages this level may open. */
export function StaffMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { employeeRole } = useAuth();
  const answers = employeeRole !== null && (MANAGERS as number[]).includes(employeeRole);
  const badges: Record<string, number | undefined> = {
    [STAFF_PATHS.sellerContact]: useUnanswered('seller', answers),
    [STAFF_PATHS.buyerContact]: useUnanswered('buyer', answers),
    [MODERATION_PATH]: useModerationQueueCount(),
  };
  const links: StaffLink[] = [
    {
      to: STAFF_PATHS.dashboard,
      labelKey: 'staff.dashboard.title',
      icon: <DashboardIcon />,
      color: '',
      levels: [3, 2, 1],
    },
    ...linksFor(employeeRole),
  ];
  return (
    <List component="nav" aria-label={t('staff.menu.title')} dense>
      {links.map((link) => {
        const current = isCurrent(pathname, link.to);
        const count = badges[link.to] ?? 0;
        return (
          <ListItemButton
            key={link.to}
            component={RouterLink}
            to={link.to}
            onClick={onNavigate}
            selected={current}
            aria-current={current ? 'page' : undefined}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <CountBadge count={count}>{link.icon}</CountBadge>
            </ListItemIcon>
            <ListItemText
              primary={t(link.labelKey)}
              secondary={
                count > 0
                  ? t(
                      link.to === MODERATION_PATH
                        ? 'moderation.queue.waiting'
                        : 'staff.contacts.unanswered',
                      { count },
                    )
                  : undefined
              }
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}
