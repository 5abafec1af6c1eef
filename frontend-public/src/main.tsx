import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/playfair-display/latin-600.css';
import '@fontsource/playfair-display/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadTexts } from './i18n/dictionary.ts';
import { initialLanguage } from './locale/initialLocale.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// A visitor who chose (or whose browser suggests) another language than French gets its texts before the first
// paint; French needs no wait.
void loadTexts(initialLanguage())
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
