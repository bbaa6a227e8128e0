// The notifications feature's public face: the top bar's bell (loaded lazily by the app).
export { NotificationBell } from './components/notification-bell';
export { seedUnreadNotifications } from './stores/notifications-store';
