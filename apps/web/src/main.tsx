import './lib/zod-jitless';
import '@fontsource-variable/inter';
import 'react-toastify/ReactToastify.css';
import './styles/tokens.css';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { APP_ROOT_ID } from './config/app';

const container = document.getElementById(APP_ROOT_ID);
if (!container) throw new Error(`#${APP_ROOT_ID} is missing from index.html`);

const root = createRoot(container);
// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (a long task: Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
