import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { checkStoredSession } from './app/auth/AuthProvider';
import { syncSessionHint } from './app/auth/session';
import { errorTextsReady, languageReady } from './app/i18n';
import { preloadLeadImages } from './app/lead-images';
import { preloadPageAt } from './app/router/preload';
import { APP_ROUTES } from './app/router/routes';
import { prefetchWhenIdle } from './shared/components/lazy-when-open';

// Before the first render, which takes a while on a slow phone: the page's photos, code and data,
// and whether the stored session still holds, are asked for at once.
preloadLeadImages();
// Sessions stored before the hint existed, or ended in another tab, set it right for the next page.
syncSessionHint();
const queryClient = createQueryClient();
const sessionCheck = checkStoredSession();
preloadPageAt(APP_ROUTES, window.location, queryClient);
// The error codes' texts are not part of the first load; they are there before they are needed.
prefetchWhenIdle(errorTextsReady);

const root = createRoot(document.getElementById('root')!);
// Amharic readers wait for their texts (one small file) rather than see the page in English first.
void languageReady.then(() =>
  // As a transition React renders the first page in short slices instead of one long task, so a
  // slow phone stays responsive while the page is built.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} sessionCheck={sessionCheck} />
      </StrictMode>,
    );
  }),
);
