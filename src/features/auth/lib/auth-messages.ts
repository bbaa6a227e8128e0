// The session's texts: the profile error and the session-ended line. They ship
// with the landing page; the sign-in and email-link texts are account-messages'.
export const AUTH_MESSAGES = {
  profileLoad: 'Error loading user profile. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;
