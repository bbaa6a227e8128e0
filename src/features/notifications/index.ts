// The notifications feature's public face: the top bar's bell (loaded lazily by the app),
// and the unread count's key, which the dashboard frame's one request fills.
export { NotificationBell } from './components/notification-bell';
export { notificationKeys } from './api/keys';
