import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { firstNameOf, type StoredSession } from '../../../app/auth/session';
import { OPEN_CHAT_EVENT, takeChatRequest } from '../../../shared/chat-events';
import { clearHistory, loadHistory, ownerOf, saveHistory, type ChatMessage } from '../chat-history';
import '../i18n';
import { panelPlacement } from './panel-placement';

// The panel, the route matcher and fuse.js load on first use, not with the page.
const loadPanel = () => import('./ChatPanel');
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

export const CHAT_PANEL_ID = 'chat-panel';

/** The round button, smaller on phones, and its distance from the screen's corner. */
const BUTTON_SIZE = { xs: 48, sm: 56 };
const BUTTON_INSET = { xs: 12, sm: 16 };
/**
 * Room left at the end of every page while the button floats there, so that scrolling to the
 * end always shows the last line (a price's m², a Pay button) clear of it.
 */
const PAGE_END_ROOM = {
  xs: BUTTON_SIZE.xs + 2 * BUTTON_INSET.xs,
  sm: BUTTON_SIZE.sm + 2 * BUTTON_INSET.sm,
};

/**
 * The assistant of a signed-in user: a round button on every page that opens the chat panel.
 * It sits in the layout, above the routes, so the conversation stays while the user moves around.
 */
export function ChatWidget({ session }: { session: StoredSession }) {
  const { t } = useTranslation();
  const owner = ownerOf(session);
  const [messages, setMessages] = useState(() => loadHistory(owner));
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => saveHistory(owner, messages), [owner, messages]);
  // Unmounted on sign-out (or when another account signs in): the conversation goes too.
  useEffect(() => () => clearHistory(), []);

  useEffect(() => {
    const onOpen = () => {
      if (takeChatRequest()) setOpen(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    onOpen();
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const closeToButton = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const addMessage = useCallback(
    (message: ChatMessage) => setMessages((all) => [...all, message]),
    [],
  );
  const preload = () => void loadPanel();

  return (
    <Box
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) closeToButton();
      }}
      sx={{
        position: 'fixed',
        right: BUTTON_INSET,
        bottom: BUTTON_INSET,
        zIndex: 'speedDial',
      }}
    >
      <GlobalStyles
        styles={(theme) => ({
          body: {
            paddingBottom: PAGE_END_ROOM.sm,
            [theme.breakpoints.down('sm')]: { paddingBottom: PAGE_END_ROOM.xs },
          },
        })}
      />
      {open && (
        <Suspense
          fallback={
            <Paper
              elevation={8}
              role="status"
              aria-label={t('chat.loading')}
              sx={{ ...panelPlacement, display: 'grid', placeItems: 'center' }}
            >
              <CircularProgress size={28} />
            </Paper>
          }
        >
          <ChatPanel
            id={CHAT_PANEL_ID}
            firstName={firstNameOf(session)}
            messages={messages}
            pending={pending}
            onClose={closeToButton}
            onMessage={addMessage}
            onPendingChange={setPending}
          />
        </Suspense>
      )}
      <Fab
        ref={buttonRef}
        color="primary"
        aria-label={t('chat.toggle')}
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        onClick={() => (open ? closeToButton() : setOpen(true))}
        onPointerEnter={preload}
        onFocus={preload}
        sx={{ width: BUTTON_SIZE, height: BUTTON_SIZE, minHeight: 0 }}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </Fab>
    </Box>
  );
}
