import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from '@/app/router';
import { startSession } from '@/app/session';
import { reloadOnce } from '@/lib/reload-once';
import './index.css';

// A lazy chunk that will not load (a deploy replaced it): reload once for the new build.
// Not prevented, so the error still reaches the route's error element while the page reloads.
window.addEventListener('vite:preloadError', reloadOnce);

// Restore the session before the first render; the loading view covers the wait.
startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
