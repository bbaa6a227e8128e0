-- The case page's time entries say which invoice holds each, as its contacts do.
--
-- The rule: a submitted, approved or paid invoice locks its work (GC210). The case
-- page offered Edit and Delete on every entry and let the database refuse at Save;
-- now it shows a lock and the invoice instead, so each time entry in the page's one
-- answer carries its invoice lines (released, invoice number and status), the shape
-- the REST reads of time_entries embed. Security invoker as before: invoice_lines and
-- invoices follow their own policies (a contractor reads their own, an admin all).
--
-- Replaces public.case_page() (20261121000500_cases): time entries carry invoice_lines.

create or replace function public.case_page(case_id uuid, with_contractors boolean default false)
  returns jsonb
  language sql stable
  set search_path = ''
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
