// The requests feature's face: the landing page's request form (loaded after the
// page's first paint) and the admin Requests inbox.
export const loadRequestForm = () =>
  import('./components/request-form').then((m) => ({ default: m.RequestForm }));
export const loadRequestsPage = () =>
  import('./routes/requests-page').then((m) => ({ Component: m.RequestsPage }));

// New Case fills itself from a request: the key (types only) and the read, loaded when asked.
export { requestKeys } from './api/keys';
export type { GalRequest } from './api/requests-api';
export const loadRequest = (id: string) =>
  import('./api/requests-api').then((m) => m.getRequest(id));
