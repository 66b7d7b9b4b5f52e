// First: the session check starts before the rest of the app's code is evaluated.
import './startSessionCheck';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyLanguage, initI18n, loadTexts } from './i18n';
import { languageAtom } from './state/preferences';
import { store } from './state/store';

// The remembered language applies before the first paint: texts, <html lang dir>. Its login texts
// load (if it is not the default language) while the session is being checked.
const language = store.get(languageAtom);
initI18n(language);
void loadTexts(language).finally(() => {
  applyLanguage(language);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
