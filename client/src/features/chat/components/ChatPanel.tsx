import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../app/auth/AuthProvider';
import { APP_ROUTES } from '../../../app/router/routes';
import { askAssistant, slowDownMessage } from '../api/chat-api';
import type { ChatMessage } from '../chat-history';
import '../i18n/page-names';
import { navigationReply, resolveNavigation } from '../navigation/resolve-navigation';
import { MessageText } from './MessageText';
import { panelPlacement } from './panel-placement';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface ChatPanelProps {
  id: string;
  /** The user's first name, or empty. */
  firstName: string;
  messages: ChatMessage[];
  /** A question is with the server. */
  pending: boolean;
  onClose: () => void;
  onMessage: (message: ChatMessage) => void;
  onPendingChange: (pending: boolean) => void;
}

/** The words for a path in a language's `chat.pageWords` (path → words). */
function wordsFor(byPath: unknown, path: string): string[] {
  const words = (byPath as Record<string, unknown> | null)?.[path];
  return Array.isArray(words)
    ? words.filter((word): word is string => typeof word === 'string')
    : [];
}

/** The open chat: header (a click closes it), the conversation, and the message box. */
export function ChatPanel({
  id,
  firstName,
  messages,
  pending,
  onClose,
  onMessage,
  onPendingChange,
}: ChatPanelProps) {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  // People may type a page's name in English whatever language the site is in.
  const english = i18n.getFixedT('en');
  const pageNames = (nameKey: string) => [...new Set([t(nameKey), english(nameKey)])];
  const pageWords = (path: string) =>
    [t, english].flatMap((translate) =>
      wordsFor(translate('chat.pageWords', { returnObjects: true }), path),
    );

  const send = async () => {
    if (pending) return;
    const text = draft.trim();
    if (!text) {
      onMessage({ sender: 'bot', text: t('chat.empty') });
      return;
    }
    setDraft('');
    onMessage({ sender: 'user', text });
    const outcome = resolveNavigation(text, APP_ROUTES, auth, pageNames, pageWords);
    if (outcome) {
      onMessage({ sender: 'bot', text: navigationReply(outcome, t) });
      if (outcome.kind === 'navigate') void navigate(outcome.path);
      return;
    }
    onPendingChange(true);
    try {
      const language = i18n.language === 'am' ? 'am' : 'en';
      onMessage({ sender: 'bot', text: await askAssistant(text, pathname, auth, language) });
    } catch (error) {
      onMessage({ sender: 'bot', text: slowDownMessage(error) ?? t('chat.error') });
    } finally {
      onPendingChange(false);
    }
  };

  const shown: ChatMessage[] = messages.length
    ? messages
    : [
        {
          sender: 'bot',
          text: t('chat.greeting', { name: firstName || t('chat.greetingFallbackName') }),
        },
      ];

  return (
    <Paper
      id={id}
      role="dialog"
      aria-label={t('chat.title')}
      elevation={8}
      sx={{
        ...panelPlacement,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: 2,
      }}
    >
      <ButtonBase
        onClick={onClose}
        aria-label={t('chat.close')}
        sx={{
          justifyContent: 'space-between',
          px: 1.5,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        <Typography component="span" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {t('chat.title')}
        </Typography>
        <CloseIcon fontSize="small" />
      </ButtonBase>
      <Box
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('chat.conversation')}
        sx={{
          flexGrow: 1,
          overflowY: 'auto',
          p: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.75,
        }}
      >
        {shown.map((message, index) => {
          const mine = message.sender === 'user';
          return (
            <Typography
              key={index}
              variant="body2"
              sx={{
                alignSelf: mine ? 'flex-end' : 'flex-start',
                maxWidth: '85%',
                px: 1.25,
                py: 0.75,
                borderRadius: 2,
                bgcolor: mine ? 'primary.main' : 'grey.100',
                color: mine ? 'primary.contrastText' : 'text.primary',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              <Box component="span" sx={visuallyHidden}>
                {mine ? t('chat.you') : t('chat.bot')}:{' '}
              </Box>
              {mine ? message.text : <MessageText text={message.text} />}
            </Typography>
          );
        })}
        {pending && (
          <Typography variant="caption" color="text.secondary" role="status">
            {t('chat.thinking')}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          p: 1,
          borderTop: 1,
          borderColor: 'divider',
          flexShrink: 0,
        }}
      >
        <TextField
          inputRef={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends even when empty, so the user hears why nothing went out.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
          placeholder={t('chat.inputLabel')}
          size="small"
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { 'aria-label': t('chat.inputLabel') } }}
        />
        <IconButton
          color="primary"
          aria-label={t('chat.send')}
          disabled={!draft.trim() || pending}
          onClick={() => void send()}
        >
          <SendIcon />
        </IconButton>
      </Box>
    </Paper>
  );
}
