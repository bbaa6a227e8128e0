import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from '@/app/router';
import { startSession } from '@/app/session';
import './index.css';

// Restore the session before the first render; the loading view covers the wait.
startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
