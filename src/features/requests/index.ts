// The requests feature's face: the landing page's request form (loaded after the
// page's first paint) and the admin Requests inbox.
export const loadRequestForm = () =>
  import('./components/request-form').then((m) => ({ default: m.RequestForm }));
export const loadRequestsPage = () =>
  import('./routes/requests-page').then((m) => ({ Component: m.RequestsPage }));
