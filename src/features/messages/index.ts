// The messages feature's public face: the page and the navigation's unread badge, whose
// key the dashboard frame's one request fills.
export { UnreadBadge } from './components/unread-badge';
export { messageKeys } from './api/keys';

export const loadMessagesPage = () =>
  import('./routes/messages-page').then((m) => ({ Component: m.MessagesPage }));
