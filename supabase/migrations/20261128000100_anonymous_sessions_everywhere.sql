-- Anonymous sessions (20261126000200_anonymous_sessions) reach nothing but the
-- public form: every public table carries the restrictive policy "Anonymous
-- sessions have no access" for authenticated, so a permissive policy cannot
-- open a table to a visitor's anonymous session. The tables of the work record,
-- court dates, notifications, compliance and internal application notes were
-- built on branches that ran beside the one that introduced anonymous sessions;
-- this gives each of them the same policy (pgTAP 73 fails for a table without).

create policy "Anonymous sessions have no access" on public.application_notes
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.calendar_feeds
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.case_contacts
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.contact_expenses
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.contractor_eligibility
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.court_dates
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.email_outbox
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.invoice_events
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.invoice_lines
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.invoices
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.mileage_rates
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.notifications
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.program_settings
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.report_deadline_rules
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.report_reminders
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.training_records
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
