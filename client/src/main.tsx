import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { errorTextsReady, languageReady } from './app/i18n';
import { preloadLeadImages } from './app/lead-images';
import { prefetchWhenIdle } from './shared/components/lazy-when-open';

preloadLeadImages();
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
        <App />
      </StrictMode>,
    );
  }),
);
