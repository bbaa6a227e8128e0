-- A GAL request's email is an email address (issue 17, item 9). The old check
-- took anything of the shape x@y.z, so 'me@example.com?cc=attacker%40evil.test'
-- passed, and the admin's reply link (mailto:) sent a copy to the attacker.
--
-- Decisions where the issue is silent:
-- * The rule is the WHATWG "valid e-mail address" (what the browser's
--   type=email input and Supabase Auth accept), with a dotted domain as the
--   form already asked: no '?', no second '@', no spaces or '%' in the domain.
--   The app builds mailto: links with encoding as well (src/lib/mailto.ts),
--   so even a valid address with '?' or '&' in its local part stays one
--   address.
-- * NOT VALID: rows filed before this rule are not rechecked (an old request
--   must not stop the migration); every new row is.

alter table public.gal_requests
  drop constraint gal_requests_email_check,
  add constraint gal_requests_email_address check (
    length(email) <= 320
    and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
  ) not valid;
