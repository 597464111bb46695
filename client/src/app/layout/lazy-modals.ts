import { lazyPart, lazyWhenOpen } from '../../shared/components/lazy-when-open';

// The layout's menus, mobile drawer and notice open on demand: their MUI code (modal, popover,
// transitions, focus trap) loads after the first page instead of with it.
export const Menu = lazyWhenOpen(() => import('@mui/material/Menu'));
export const Drawer = lazyWhenOpen(() => import('@mui/material/Drawer'));
export const Snackbar = lazyWhenOpen(() => import('@mui/material/Snackbar'));

// What only shows inside them loads with them.
export const Divider = lazyPart(() => import('@mui/material/Divider'));
export const List = lazyPart(() => import('@mui/material/List'));
export const ListItemButton = lazyPart(() => import('@mui/material/ListItemButton'));
export const ListItemText = lazyPart(() => import('@mui/material/ListItemText'));
export const MenuItem = lazyPart(() => import('@mui/material/MenuItem'));
