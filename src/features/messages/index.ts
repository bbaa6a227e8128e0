// The messages feature's public face: its lazy route module.
export const loadMessagesPage = () =>
  import('./routes/messages-page').then((m) => ({ Component: m.MessagesPage }));
