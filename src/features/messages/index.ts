// The messages feature's public face: the page and the navigation's unread badge.
export { UnreadBadge } from './components/unread-badge';
export { seedUnreadMessages } from './stores/messages-store';

export const loadMessagesPage = () =>
  import('./routes/messages-page').then((m) => ({ Component: m.MessagesPage }));
