import DashboardIcon from '@mui/icons-material/Dashboard';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../../app/auth/AuthProvider';
import { linksFor, type StaffLink } from '../staff-links';
import { STAFF_PATHS } from '../staff-paths';

/** A link is current on its own page and on the pages under it (a seller's listings). */
const isCurrent = (pathname: string, to: string) =>
  pathname === to || (to !== STAFF_PATHS.sellers && pathname.startsWith(`${to}/`));

/** The back-office side menu: the dashboard, then the pages this level may open. */
export function StaffMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { employeeRole } = useAuth();
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
        return (
          <ListItemButton
            key={link.to}
            component={RouterLink}
            to={link.to}
            onClick={onNavigate}
            selected={current}
            aria-current={current ? 'page' : undefined}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>{link.icon}</ListItemIcon>
            <ListItemText primary={t(link.labelKey)} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
