// The billing feature's face: the Invoices page (the unbilled work and the stored invoices)
// and one invoice's page.
export const loadInvoicesPage = () =>
  import('./routes/invoices-page').then((m) => ({ Component: m.InvoicesPage }));
export const loadInvoiceDetailPage = () =>
  import('./routes/invoice-detail-page').then((m) => ({ Component: m.InvoiceDetailPage }));
