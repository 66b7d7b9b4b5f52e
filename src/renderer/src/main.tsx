// First: the session check starts before the rest of the app's code is evaluated.
import { firstSessionCheck } from './startSessionCheck';
// The plain parts' sheets before any screen's own (login.css), which may adjust them.
import '@fluentui/react-icons/headless/styles.css';
import './components/plain/plain.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyLanguage, initI18n, loadTexts } from './i18n';
import { languageAtom } from './state/preferences';
import { store } from './state/store';

/**
 * How long the first render waits for the session's answer: long enough for a host that answers
 * at once (the usual case), so the first screen drawn is the login or the shell rather than
 * 'Checking your session…' drawn and laid out only to be replaced; short enough that a slow
 * answer still shows that spinner soon.
 */
const SESSION_ANSWER_WAIT_MS = 150;

// The remembered language applies before the first paint: texts, <html lang dir>. Its login texts
// load (if it is not the default language) while the session is being checked.
const language = store.get(languageAtom);
initI18n(language);
const sessionAnswerOrTimeout = Promise.race([firstSessionCheck, new Promise((resolve) => setTimeout(resolve, SESSION_ANSWER_WAIT_MS))]);
void Promise.allSettled([loadTexts(language), sessionAnswerOrTimeout]).then(() => {
  applyLanguage(language);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The first screen in one go: a root's render is otherwise cut into slices, each giving way to
  // the browser, and nothing of it can be seen until the last one.
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
