-- A new contractor's billing rate starts unset (issue 17, item 2): the
-- promotion trigger of 20261123000100_billing_rates copied the applicant's
-- self-set asking rate (users.hourly_rate, up to 1000) into billing_rate, so
-- an applicant picked what their invoices charge. Reproduced: ask $1,000, get
-- approved, ask $40 again, log 10 h, invoice $10,000.
--
-- Decisions where the issue is silent:
-- * Becoming a contractor (an approved GAL application or an admin's
--   set_user_role) no longer touches billing_rate. Until an admin sets it
--   (public.set_billing_rate, public.adopt_asking_rate, or the billing rate
--   of the approval itself, public.review_application) the contractor's
--   entries are unpriced (time_entries.hourly_rate null) and take the first
--   rate an admin sets, as 20261123000100 already arranged.
-- * A contractor demoted and promoted again keeps the rate an admin gave
--   them (nothing clears it).
-- * Rows promoted before this migration keep the rate they were given: an
--   admin reviews them on the Contractors page (the rate is shown there).
--
-- Drops private.init_billing_rate() (20261123000100_billing_rates) and its
-- trigger users_init_billing_rate.

drop trigger users_init_billing_rate on public.users;
drop function private.init_billing_rate();
