// `npm run demo:code`: the demo admin's current authenticator code, so a
// newcomer signs in without setting up an authenticator app first.
import { DEMO_ADMIN_TOTP_SECRET, TOTP_PERIOD_SECONDS, totpCode, totpStep } from '../local-supabase';

const step = totpStep();
const left = TOTP_PERIOD_SECONDS - (Math.floor(Date.now() / 1000) % TOTP_PERIOD_SECONDS);
console.log(`${totpCode(DEMO_ADMIN_TOTP_SECRET, step)}  (admin@demo.test, valid ${left} s more)`);
