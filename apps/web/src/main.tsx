import '@fontsource-variable/inter';
import 'react-toastify/ReactToastify.css';
import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { APP_ROOT_ID } from './config/app';

const container = document.getElementById(APP_ROOT_ID);
if (!container) throw new Error(`#${APP_ROOT_ID} is missing from index.html`);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
