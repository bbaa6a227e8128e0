// What a newcomer needs to sign in to the seeded demo: supabase/seed.sql gives
// the demo admin a verified TOTP factor with this secret (README: demo accounts).
// Seed data for the local stack only; a hosted project never gets it.
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPGALCONNECTDEMO23';
