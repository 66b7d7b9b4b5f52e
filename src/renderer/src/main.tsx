import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyLanguage, initI18n } from './i18n';
import { languageAtom } from './state/preferences';
import { store } from './state/store';

// The remembered language applies before the first paint: texts, <html lang dir>.
const language = store.get(languageAtom);
initI18n(language);
applyLanguage(language);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
