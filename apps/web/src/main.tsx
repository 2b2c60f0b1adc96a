import './lib/zod-jitless';
import '@fontsource-variable/inter';
import 'react-toastify/ReactToastify.css';
import './styles/tokens.css';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { App } from './app';
import { createAppRouter } from './app/router';
import { routes } from './app/routes-table';
import { APP_ROOT_ID } from './config/app';
import { readFirstViewState } from './lib/first-view';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById(APP_ROOT_ID);
if (!container) throw new Error(`#${APP_ROOT_ID} is missing from index.html`);

/** The lazy pages of this URL, loaded before hydration: their markup is already on screen. */
async function loadMatchedPages() {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const firstView = readFirstViewState();
  if (firstView) {
    // The server drew this page (entry-server.tsx): same answers, same pages, same markup.
    hydrate(queryClient, firstView.queries);
    await loadMatchedPages();
  }
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={createAppRouter()} />
    </StrictMode>
  );
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (a long task: Lighthouse's total blocking time).
  startTransition(() => {
    if (firstView) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(container);
