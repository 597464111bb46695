import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ChatWidget } from '../../features/chat/components/ChatWidget';
import { ownerOf } from '../../features/chat/chat-history';
import { useAuth } from '../auth/AuthProvider';
import { Footer } from './Footer';
import { Header } from './Header';

export function AppLayout() {
  const { t } = useTranslation();
  const { session, notice, dismissNotice } = useAuth();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Footer />
      {/* Signed-in users only; a new account gets a fresh conversation. */}
      {session && <ChatWidget key={ownerOf(session)} session={session} />}
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
