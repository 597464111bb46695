import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Outlet } from 'react-router-dom';
import { ownerOf } from '../../features/chat/chat-history';
import { useAuth } from '../auth/AuthProvider';
import { Footer } from './Footer';
import { Header } from './Header';
import { Snackbar } from './lazy-modals';
import { useAfterLoad } from '../../shared/hooks/use-after-load';

// The assistant's button comes after the page: its code is not needed to show the page, and on a
// slow phone its request and its render would be in the way of the page's own.
const ChatWidget = lazy(() =>
  import('../../features/chat/components/ChatWidget').then((m) => ({ default: m.ChatWidget })),
);

export function AppLayout() {
  const { t } = useTranslation();
  const { session, notice, dismissNotice } = useAuth();
  const loaded = useAfterLoad();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      {/* At least a screen tall, so the footer does not show and then jump down as the page loads. */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Outlet />
      </Box>
      <Footer />
      {/* Signed-in users only; a new account gets a fresh conversation. */}
      {session && loaded && (
        <Suspense fallback={null}>
          <ChatWidget key={ownerOf(session)} session={session} />
        </Suspense>
      )}
      <Snackbar
        open={notice !== null}
        onClose={dismissNotice}
        autoHideDuration={8000}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="warning" onClose={dismissNotice} variant="filled">
          {notice ? t(notice) : ''}
        </Alert>
      </Snackbar>
    </Box>
  );
}
