import DashboardIcon from '@mui/icons-material/Dashboard';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PostAddIcon from '@mui/icons-material/PostAdd';
import Badge from '@mui/material/Badge';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { useUnreadRequests } from '../../requests/hooks/use-buyer-requests';
import '../../requests/i18n';
import { OTHER_LINKS, OWN_LINKS, POST_LINKS, type SellerLink } from '../seller-links';
import { DASHBOARD_PATH, REQUEST_PATH } from '../seller-paths';

/** A link is current on its own page and, for an own list, on its edit and delete pages. */
const isCurrent = (pathname: string, to: string) =>
  pathname === to || pathname.startsWith(`${to}/`);

/** The seller side menu: Post and Posted drop down to the four types each. */
export function SellerMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unread = useUnreadRequests().data ?? 0;

  // 'Request from Buyer' carries the count of requests not seen yet, also in its name.
  const badged = (link: SellerLink) => link.to === REQUEST_PATH && unread > 0;
  const iconOf = (link: SellerLink) =>
    badged(link) ? (
      <Badge badgeContent={unread} color="secondary" max={99}>
        {link.icon}
      </Badge>
    ) : (
      link.icon
    );

  const item = (link: SellerLink, nested = false) => (
    <ListItemButton
      key={link.to}
      component={RouterLink}
      to={link.to}
      onClick={onNavigate}
      selected={isCurrent(pathname, link.to)}
      aria-current={isCurrent(pathname, link.to) ? 'page' : undefined}
      aria-label={
        badged(link) ? `${t(link.labelKey)} (${t('requests.badge', { count: unread })})` : undefined
      }
      sx={nested ? { pl: 4 } : undefined}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>{iconOf(link)}</ListItemIcon>
      <ListItemText primary={t(link.labelKey)} />
    </ListItemButton>
  );

  return (
    <List component="nav" aria-label={t('seller.menu.title')} dense>
      {item({
        to: DASHBOARD_PATH,
        labelKey: 'seller.dashboard.title',
        icon: <DashboardIcon />,
        color: '',
      })}
      <Group
        id="seller-menu-post"
        label={t('seller.menu.post')}
        icon={<PostAddIcon />}
        initiallyOpen={POST_LINKS.some((l) => isCurrent(pathname, l.to))}
      >
        {POST_LINKS.map((link) => item(link, true))}
      </Group>
      <Group
        id="seller-menu-posted"
        label={t('seller.menu.posted')}
        icon={<Inventory2Icon />}
        initiallyOpen={OWN_LINKS.some((l) => isCurrent(pathname, l.to))}
      >
        {OWN_LINKS.map((link) => item(link, true))}
      </Group>
      {OTHER_LINKS.map((link) => item(link))}
    </List>
  );
}

interface GroupProps {
  id: string;
  label: string;
  icon: ReactNode;
  initiallyOpen: boolean;
  children: ReactNode;
}

function Group({ id, label, icon, initiallyOpen, children }: GroupProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <ListItemButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={id}>
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} />
        {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={id} component="div" disablePadding dense>
          {children}
        </List>
      </Collapse>
    </>
  );
}
