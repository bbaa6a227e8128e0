-- The case page's first load in one request (issue 22: <= 3 requests per page).
-- The page asked six things apart: the case (names, history), its time entries,
-- its court dates, the report deadline rules, its contacts and, for an admin, the
-- contractors it can be handed to. public.case_page() answers all six as one jsonb.
--
-- Decisions where the issue is silent:
-- * A function, not PostgREST embedding: one select can embed only what hangs off
--   the case by a foreign key. The deadline rules (matched by category, an enum)
--   and the contractors list do not, so embedding left the admin at four requests.
-- * Security invoker: RLS on every table read decides what the caller sees,
--   exactly as the six separate reads did; the function only names the rows of
--   one case. A case the caller may not read comes back as "case": null, and
--   every list is what RLS leaves of it (nothing of a case they cannot see).
-- * Each part has the shape of the read it replaces (same columns, same order),
--   so the app seeds each store with it and every store still reloads itself
--   after a change. case_events lists its granted columns (actor_id is not).
-- * with_contractors: only the admin's page asks for the contractors (RLS would
--   leave a contractor just their own row; the flag keeps their answer small).
create function public.case_page(case_id uuid, with_contractors boolean default false)
returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'case', (
      select to_jsonb(c) || jsonb_build_object(
        'accept_blocker', public.accept_blocker(c),
        'admin', (select jsonb_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email)
                    from public.users u where u.id = c.admin_id),
        'contractor', (select jsonb_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email)
                         from public.users u where u.id = c.contractor_id),
        'case_events', coalesce((
          select jsonb_agg(jsonb_build_object(
                   'id', e.id, 'case_id', e.case_id, 'kind', e.kind,
                   'from_status', e.from_status, 'to_status', e.to_status,
                   'contractor_name', e.contractor_name,
                   'previous_contractor_name', e.previous_contractor_name,
                   'actor_name', e.actor_name, 'created_at', e.created_at)
                   order by e.created_at)
            from public.case_events e where e.case_id = c.id), '[]'::jsonb))
        from public.cases c where c.id = case_page.case_id),
    'time_entries', coalesce((
      select jsonb_agg(to_jsonb(t) || jsonb_build_object('case',
               (select jsonb_build_object('id', c.id, 'title', c.title, 'status', c.status, 'type', c.type)
                  from public.cases c where c.id = t.case_id))
               order by t.date desc, t.created_at desc)
        from public.time_entries t where t.case_id = case_page.case_id), '[]'::jsonb),
    'court_dates', coalesce((
      select jsonb_agg(to_jsonb(d) order by d.hearing_at)
        from public.court_dates d where d.case_id = case_page.case_id), '[]'::jsonb),
    'deadline_rules', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.category)
        from public.report_deadline_rules r), '[]'::jsonb),
    'contacts', coalesce((
      select jsonb_agg(to_jsonb(k) || jsonb_build_object(
               'contact_expenses', coalesce((
                 select jsonb_agg(to_jsonb(x) order by x.created_at)
                   from public.contact_expenses x where x.contact_id = k.id), '[]'::jsonb),
               'time_entry', (
                 select jsonb_build_object('invoice_lines', coalesce((
                          select jsonb_agg(jsonb_build_object('released', l.released, 'invoice',
                                   (select jsonb_build_object('number', i.number, 'status', i.status)
                                      from public.invoices i where i.id = l.invoice_id)))
                            from public.invoice_lines l where l.time_entry_id = t.id), '[]'::jsonb))
                   from public.time_entries t where t.contact_id = k.id))
               order by k.contact_date desc, k.created_at desc)
        from public.case_contacts k where k.case_id = case_page.case_id), '[]'::jsonb),
    'contractors', case when with_contractors then coalesce((
      select jsonb_agg(jsonb_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email)
               order by u.full_name)
        from public.users u where u.role = 'contractor'), '[]'::jsonb) end
  )
$$;
revoke all on function public.case_page(uuid, boolean) from public, anon;
grant execute on function public.case_page(uuid, boolean) to authenticated;
