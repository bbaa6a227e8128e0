// The whole app: React Router's data router over the route table. Loaded by the entry for
// every page but a signed-out visitor's landing, and by the landing on its first link click.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

export function startApp(container: HTMLElement): void {
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
