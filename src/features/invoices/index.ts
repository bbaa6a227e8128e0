// The invoices feature's public face: its lazy route module.
export const loadInvoicesPage = () =>
  import('./routes/invoices-page').then((m) => ({ Component: m.InvoicesPage }));
