// The notifications feature's public face: the top bar's bell (loaded lazily by the app).
export { NotificationBell } from './components/notification-bell';
