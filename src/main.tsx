import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from '@/app/router';
import { useAuthStore } from '@/features/auth';
import './index.css';

// Restore the session before the first render; the loading view covers the wait.
useAuthStore.getState().init();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
