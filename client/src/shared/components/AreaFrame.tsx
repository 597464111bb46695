import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type ReactNode } from 'react';

export interface MenuControl {
  open: boolean;
  openMenu: () => void;
  /** The drawer's id, for aria-controls. */
  drawerId: string;
}

interface AreaFrameProps {
  /** Prefix of the ids, e.g. 'seller-menu'. */
  id: string;
  menuTitle: string;
  closeLabel: string;
  loadingLabel: string;
  menuWidth: number;
  /** The side menu; in the drawer it gets a callback that closes it after a click. */
  renderMenu: (onNavigate?: () => void) => ReactNode;
  /** Above the menu and the page; its button opens the menu on phones. */
  top?: (menu: MenuControl) => ReactNode;
  /** Above the page, beside the menu (where the seller area puts its menu button). */
  aboveContent?: (menu: MenuControl) => ReactNode;
  /** Below the menu and the page. */
  bottom?: ReactNode;
  children: ReactNode;
}

/** An area's frame: the side menu as a column from md up and as a drawer on phones, the page
 * beside it (loading inside the frame, so the menu stays put while a page's code loads). */
export function AreaFrame(props: AreaFrameProps) {
  const [open, setOpen] = useState(false);
  const drawerId = `${props.id}-drawer`;
  const menu: MenuControl = { open, openMenu: () => setOpen(true), drawerId };
  const close = () => setOpen(false);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      {props.top?.(menu)}
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        <Paper
          component="aside"
          variant="outlined"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: props.menuWidth,
            flexShrink: 0,
            position: 'sticky',
            // Below the sticky app bar.
            top: 80,
          }}
        >
          {props.renderMenu()}
        </Paper>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {props.aboveContent?.(menu)}
          <Suspense
            fallback={
              <Stack sx={{ alignItems: 'center', py: 8 }}>
                <CircularProgress aria-label={props.loadingLabel} />
              </Stack>
            }
          >
            {props.children}
          </Suspense>
        </Box>
      </Box>
      {props.bottom}
      <Drawer
        id={drawerId}
        anchor="left"
        open={open}
        onClose={close}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: { width: props.menuWidth + 20, maxWidth: '85vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', p: 1, pl: 2 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {props.menuTitle}
          </Typography>
          <IconButton aria-label={props.closeLabel} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        {props.renderMenu(close)}
      </Drawer>
    </Container>
  );
}
