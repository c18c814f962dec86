import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { browserStore } from './browser-store';
import './styles.css';

// The stored choice is kept and named on the page, but the UI is dark either way (DESIGN.md's
// look and feel has no light palette): 'system' on a light system still renders dark.
document.documentElement.dataset.theme = browserStore.theme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
