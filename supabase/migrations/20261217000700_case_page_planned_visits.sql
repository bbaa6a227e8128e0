-- The case page's one read carries the case's planned visits too, so the page still makes
-- one request for its parts (the page budget is three API requests, and the frame and the
-- case-view audit take two). The plans are read under their own RLS (the caller's rights:
-- case_page runs as the caller), newest day first, at most 20, as the section shows them.
--
-- Replaces public.case_page() (20261216000400_visits_and_reports_by_case_and_person): one
-- more key, planned_visits; every other part is as it was.

CREATE OR REPLACE FUNCTION public.case_page(case_id uuid, with_contractors boolean DEFAULT false) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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
                   'actor_name', e.actor_name, 'detail', e.detail, 'created_at', e.created_at)
                   order by e.created_at, e.id)
            from public.case_events e where e.case_id = c.id), '[]'::jsonb))
        from public.cases c where c.id = case_page.case_id),
    'time_entries', coalesce((
      select jsonb_agg(to_jsonb(t) || jsonb_build_object('case',
               (select jsonb_build_object('id', c.id, 'title', c.title, 'status', c.status, 'type', c.type)
                  from public.cases c where c.id = t.case_id),
               'invoice_lines', coalesce((
                 select jsonb_agg(jsonb_build_object('released', l.released, 'invoice',
                          (select jsonb_build_object('number', i.number, 'status', i.status)
                             from public.invoices i where i.id = l.invoice_id)))
                   from public.invoice_lines l where l.time_entry_id = t.id), '[]'::jsonb))
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
               'time_entry', jsonb_build_object('invoice_lines', coalesce((
                 select jsonb_agg(jsonb_build_object('released', l.released, 'invoice',
                          (select jsonb_build_object('number', i.number, 'status', i.status)
                             from public.invoices i where i.id = l.invoice_id)))
                   from public.time_entries t
                   join public.invoice_lines l on l.time_entry_id = t.id
                  where t.contact_id = k.id), '[]'::jsonb)),
               'contact_cases', coalesce((
                 select jsonb_agg(jsonb_build_object('case_id', s.case_id, 'quarters', s.quarters)
                                  order by s.case_id <> k.case_id, s.case_id)
                   from public.contact_cases s where s.contact_id = k.id), '[]'::jsonb),
               'contact_people', coalesce((
                 select jsonb_agg(jsonb_build_object('child_id', p.child_id, 'party_id', p.party_id))
                   from public.contact_people p where p.contact_id = k.id), '[]'::jsonb))
               order by k.contact_date desc, k.created_at desc)
        from public.case_contacts k
       where exists (select 1 from public.contact_cases s
                      where s.contact_id = k.id and s.case_id = case_page.case_id)), '[]'::jsonb),
    'siblings', coalesce((
      select jsonb_agg(to_jsonb(s)) from public.case_siblings(case_page.case_id) s), '[]'::jsonb),
    'people', public.case_people(case_page.case_id),
    'planned_visits', coalesce((
      select jsonb_agg(p order by p.planned_on desc)
        from (select v.id, v.case_id, v.planned_on, v.planned_time, v.with_whom, v.fulfilled_on,
                     jsonb_build_object('title', c.title, 'county', c.county) as "case"
                from public.planned_visits v join public.cases c on c.id = v.case_id
               where v.case_id = case_page.case_id
               order by v.planned_on desc limit 20) p), '[]'::jsonb),
    'contractors', case when with_contractors then coalesce((
      select jsonb_agg(jsonb_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email)
               order by u.full_name)
        from public.users u where u.role = 'contractor'), '[]'::jsonb) end
  )
$$;
