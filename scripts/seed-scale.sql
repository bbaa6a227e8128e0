-- npm run seed:scale (scripts/seed-scale.ts runs this in one transaction, after
-- supabase/seed/accounts.sql and before supabase/seed/drop-helpers.sql).
-- A statewide program's size on top of the demo seed, set-based and
-- deterministic: every id is md5 of a name and a number, every choice is
-- arithmetic on the series number, every date counts back from today.
--
-- Accounts go through seed_accounts.create_user with its triggers on (so
-- public.users rows exist and each account can sign in with demo-password;
-- one bcrypt hash shared by all, since 2,500 hashes cost minutes). The bulk
-- rows then go in with the tables' own triggers disabled inside this
-- transaction (foreign keys stay checked; the table owner may do this, where
-- session_replication_role needs a superuser): the per-row
-- triggers (time entry limits, rate snapshots, events, notifications) would
-- turn 300,000 set-based inserts into 300,000 plpgsql calls, and
-- gal_requests refuses more than one row a statement by design. What those
-- triggers write is written here instead (rates, case and application
-- events, message notifications, report due dates), and the checks they make
-- are run over the result at the end (24 hours a day, no entry before its
-- case, every reference resolves); a failure rolls everything back.

-- A name for series number n, from 30 first and 40 last names.
create function seed_accounts.scale_name(n int) returns text
  language sql immutable set search_path = ''
as $$
  select (array['Ana', 'Ben', 'Carla', 'David', 'Elena', 'Frank', 'Gloria', 'Hector', 'Irene', 'Jamal',
                'Karen', 'Luis', 'Monica', 'Nathan', 'Olivia', 'Pedro', 'Quinn', 'Rosa', 'Samuel', 'Tara',
                'Umar', 'Vera', 'Walter', 'Ximena', 'Yusuf', 'Zoe', 'Andre', 'Bianca', 'Carmen', 'Diego'])[1 + n % 30]
         || ' ' ||
         (array['Alvarez', 'Brooks', 'Castillo', 'Dawson', 'Ellis', 'Flores', 'Garcia', 'Hughes', 'Ibarra',
                'Jensen', 'Khan', 'Lopez', 'Morales', 'Nguyen', 'Ortiz', 'Patel', 'Quintero', 'Reyes',
                'Santos', 'Turner', 'Underwood', 'Vargas', 'Walsh', 'Xu', 'Young', 'Zamora', 'Baker',
                'Cruz', 'Diaz', 'Evans', 'Foster', 'Gomez', 'Harris', 'Irwin', 'Jordan', 'Kim', 'Lee',
                'Mendez', 'Nash', 'Owens'])[1 + (n / 30) % 40]
$$;

-- Accounts -------------------------------------------------------------------
select seed_accounts.create_user(
         format('contractor%s@scale.demo.test', lpad(i::text, 3, '0')), null,
         jsonb_build_object('full_name', seed_accounts.scale_name(i)),
         md5('scale-contractor-' || i)::uuid)
  from generate_series(1, 500) i;

select seed_accounts.create_user(
         format('applicant%s@scale.demo.test', lpad(i::text, 4, '0')), null,
         jsonb_build_object('full_name', seed_accounts.scale_name(i + 1000)),
         md5('scale-applicant-' || i)::uuid)
  from generate_series(1, 2000) i;

update auth.users
   set encrypted_password = (select extensions.crypt('demo-password', extensions.gen_salt('bf', 10)))
 where email like '%@scale.demo.test';

update public.users u
   set role = 'contractor',
       hourly_rate = 40 + (i % 5) * 5,
       billing_rate = 40 + (i % 5) * 5,
       contractor_since = current_date - 1100 - i
  from generate_series(1, 500) i
 where u.id = md5('scale-contractor-' || i)::uuid;

-- Off for this transaction only (ALTER TABLE is transactional); foreign keys stay checked.
alter table public.contractor_eligibility disable trigger user;
alter table public.training_records disable trigger user;
alter table public.cases disable trigger user;
alter table public.case_contacts disable trigger user;
alter table public.time_entries disable trigger user;
alter table public.invoices disable trigger user;
alter table public.messages disable trigger user;
alter table public.notifications disable trigger user;
alter table public.contractor_applications disable trigger user;
alter table public.application_events disable trigger user;
alter table public.gal_requests disable trigger user;
alter table public.court_dates disable trigger user;

-- Standing: every contractor verified and trained (the case gates' rules) ------
insert into public.contractor_eligibility (user_id, path, credential, verified_on, verified_by)
select md5('scale-contractor-' || i)::uuid,
       (enum_range(null::public.eligibility_path))[1 + i % 3],
       'Scale credential ' || i, current_date - 1100, '00000000-0000-4000-8000-00000000a001'::uuid
  from generate_series(1, 500) i;

insert into public.training_records (user_id, title, provider, completed_on, hours, kind, status, reviewed_by, reviewed_at)
select md5('scale-contractor-' || i)::uuid, t.title, 'Florida Statewide GAL Office', t.completed_on,
       t.hours, t.kind, 'approved', '00000000-0000-4000-8000-00000000a001'::uuid, t.completed_on + 7
  from generate_series(1, 500) i
 cross join lateral (values
   ('Pre-service certification training', current_date - 1110 - i, 30::numeric, 'pre_service'::public.training_kind),
   ('Annual in-service update', date_trunc('year', current_date)::date, 12, 'in_service')
 ) t(title, completed_on, hours, kind);

-- Cases: 10,000 across the 67 counties, every status, type, category, urgency
create temp table scale_cases on commit drop as
select i,
       md5('scale-case-' || i)::uuid as id,
       (enum_range(null::public.case_status))[1 + i % 4] as status,
       (enum_range(null::public.case_category))[1 + i % 3] as category,
       (enum_range(null::public.case_urgency))[1 + (i / 3) % 3] as urgency,
       (select array_agg(m[1] order by m[1]) from regexp_matches(
          (select pg_get_constraintdef(oid) from pg_constraint where conname = 'florida_county_check'),
          '''([^'']+)''', 'g') m)[1 + i % 67] as county,
       case when i % 10 = 0 then 'pro_bono' else 'paid' end::public.case_type as type,
       -- Open cases are recent; the others reach back 3 years, each at least 40 days old.
       now() - make_interval(days => case when i % 4 = 0 then 1 + i % 60 else 40 + (i * 13) % 1060 end,
                             hours => i % 24) as created_at
  from generate_series(1, 10000) i;

alter table scale_cases add column contractor_id uuid;
update scale_cases set contractor_id = md5('scale-contractor-' || (1 + (i * 37) % 500))::uuid
 where status <> 'open';

insert into public.cases (id, title, description, type, status, county, category, urgency,
                          compensation, admin_id, contractor_id, abuse_allegation, created_at, updated_at)
select id, format('%s case %s, %s', category, i, county),
       format('Scale case %s: a %s matter in %s County awaiting a GAL report.', i, lower(category::text), county),
       type, status, county, category, urgency,
       case when type = 'paid' then '$' || (40 + i % 5 * 5) || '/hour' end,
       '00000000-0000-4000-8000-00000000a001'::uuid, contractor_id, i % 17 = 0, created_at, created_at
  from scale_cases;

insert into public.case_events (case_id, kind, from_status, to_status, contractor_name, actor_id, actor_name, created_at)
select c.id, 'posted'::public.case_event_kind, null::public.case_status, 'open'::public.case_status, null, '00000000-0000-4000-8000-00000000a001'::uuid, a.full_name, c.created_at
  from scale_cases c, public.users a where a.id = '00000000-0000-4000-8000-00000000a001'::uuid
union all
select c.id, 'assigned', 'open', 'assigned', u.full_name, '00000000-0000-4000-8000-00000000a001'::uuid, a.full_name, c.created_at + interval '1 day'
  from scale_cases c join public.users u on u.id = c.contractor_id, public.users a
 where a.id = '00000000-0000-4000-8000-00000000a001'::uuid;

-- Time entries: 200,000 over 3 years on the 7,500 cases with a contractor;
-- every 20th comes from a submitted case contact, as the contact form makes them.
create temp table scale_assigned on commit drop as
select row_number() over (order by i) - 1 as n, c.*,
       (c.created_at at time zone 'America/Chicago')::date as created_on
  from scale_cases c where contractor_id is not null;

create temp table scale_entries on commit drop as
select j, md5('scale-entry-' || j)::uuid as id, c.id as case_id, c.contractor_id as user_id,
       -- A case's 26 or 27 entries fall on consecutive days (one a day), starting
       -- somewhere in its life; hours 0.25 to 2.
       c.created_on + ((c.n * 7) % (current_date - c.created_on - 27) + j / (select count(*) from scale_assigned))::int as date,
       0.25 * (1 + (j * 11) % 8) as hours,
       case when c.type = 'pro_bono' then 0 else u.billing_rate end as hourly_rate,
       case when j % 20 = 0 then md5('scale-contact-' || j)::uuid end as contact_id,
       (array['Reviewed the case file', 'Home visit with the child', 'Called the caseworker',
              'Interviewed the school counselor', 'Drafted the court report',
              'Attended the hearing'])[1 + j % 6] as description
  from generate_series(1, 200000) j
  join scale_assigned c on c.n = j % (select count(*) from scale_assigned)
  join public.users u on u.id = c.contractor_id;

insert into public.case_contacts (id, case_id, user_id, contact_date, contact_type, contact_with,
                                  contact_made, minutes, notes, status, created_at, updated_at)
select contact_id, case_id, user_id, date, (enum_range(null::public.contact_type))[1 + j % 7],
       array['child', 'caregiver']::public.contact_party[], true, (hours * 60)::int,
       description, 'submitted', date + time '17:00', date + time '17:00'
  from scale_entries where contact_id is not null;

insert into public.time_entries (id, case_id, user_id, description, hours, date, hourly_rate,
                                 contact_id, created_at, updated_at)
select id, case_id, user_id, description, hours, date, hourly_rate, contact_id,
       date + time '18:00', date + time '18:00'
  from scale_entries;

-- Invoices: each contractor's quarters that have ended, one line per entry;
-- the last ended quarter submitted, the one before approved, older ones paid.
create temp table scale_invoices on commit drop as
select md5('scale-invoice-' || user_id || q)::uuid as id, user_id, q as period_start,
       (q + interval '3 months' - interval '1 day')::date as period_end,
       sum(round(hours * hourly_rate * 100))::int as labour_cents,
       row_number() over (partition by extract(year from q) order by q, user_id) as seq,
       case when q = date_trunc('quarter', current_date - interval '3 months')::date then 'submitted'
            when q = date_trunc('quarter', current_date - interval '6 months')::date then 'approved'
            else 'paid' end::public.invoice_status as status
  from (select *, date_trunc('quarter', date)::date as q from scale_entries) e
 where q < date_trunc('quarter', current_date)::date
 group by user_id, q;

insert into public.invoices (id, number, contractor_id, period_start, period_end, status,
                             labour_cents, total_cents, submitted_at, approved_by, approved_at,
                             paid_at, payment_reference, created_at, updated_at)
select id, format('INV-%s-%s', extract(year from period_start), lpad((10000 + seq)::text, 5, '0')),
       user_id, period_start, period_end, status, labour_cents, labour_cents,
       period_end + 3, case when status <> 'submitted' then '00000000-0000-4000-8000-00000000a001'::uuid end,
       case when status <> 'submitted' then period_end + 10 end,
       case when status = 'paid' then period_end + 20 end,
       case when status = 'paid' then 'ACH ' || seq end,
       period_end + 2, period_end + 20
  from scale_invoices;

insert into public.invoice_lines (invoice_id, position, kind, case_id, date, description, quantity,
                                  unit_cents, amount_cents, time_entry_id, contact_id)
select i.id, row_number() over (partition by i.id order by e.date, e.j)::int, 'time', e.case_id,
       e.date, e.description, e.hours, e.hourly_rate * 100, round(e.hours * e.hourly_rate * 100)::int,
       e.id, e.contact_id
  from scale_entries e
  join scale_invoices i on i.user_id = e.user_id and i.period_start = date_trunc('quarter', e.date)::date;

-- Later numbers continue after these.
insert into private.invoice_counters (year, last_number)
select extract(year from period_start)::int, 10000 + max(seq) from scale_invoices group by 1
on conflict (year) do update set last_number = greatest(private.invoice_counters.last_number, excluded.last_number);

-- Messages: 20,000 between the admin and each case's contractor; the newest
-- 1 in 25 unread. Each notifies its recipient, as private.notify_message does.
create temp table scale_messages on commit drop as
select m, md5('scale-message-' || m)::uuid as id, c.id as case_id, c.title,
       case when m % 2 = 0 then '00000000-0000-4000-8000-00000000a001'::uuid else c.contractor_id end as sender_id,
       case when m % 2 = 0 then c.contractor_id else '00000000-0000-4000-8000-00000000a001'::uuid end as recipient_id,
       least(now() - interval '1 hour', c.created_at + make_interval(hours => 2 + (m * 17) % 2000)) as created_at,
       (array['Can you send the visit notes?', 'The hearing moved to next week.',
              'Report draft attached for review.', 'The caregiver asked to reschedule.'])[1 + m % 4] as body
  from generate_series(1, 20000) m
  join scale_assigned a on a.n = (m * 7) % (select count(*) from scale_assigned)
  join public.cases c on c.id = a.id;

insert into public.messages (id, case_id, sender_id, body, read_at, created_at, updated_at)
select id, case_id, sender_id, body,
       case when m % 25 <> 0 then created_at + interval '2 hours' end, created_at, created_at
  from scale_messages;

-- The trigger that stamps each thread's newest message is off during the load.
update public.cases c set last_message_at = m.last_at
  from (select case_id, max(created_at) as last_at from scale_messages group by case_id) m
 where m.case_id = c.id;

insert into public.notifications (user_id, kind, title, body, link, created_at, read_at)
select m.recipient_id, 'message', 'New message from ' || s.full_name, left('About ' || m.title, 1000),
       '/dashboard/messages?case=' || m.case_id, m.created_at,
       case when m.m % 25 <> 0 then m.created_at + interval '2 hours' end
  from scale_messages m join public.users s on s.id = m.sender_id;

-- Applications: each contractor's approved one, and 4,500 from 2,000
-- applicants (earlier ones rejected, a third of the latest still pending).
create temp table scale_applications on commit drop as
select md5('scale-contractor-app-' || i)::uuid as id, md5('scale-contractor-' || i)::uuid as user_id,
       'approved'::public.application_status as status, now() - make_interval(days => 1110 + i) as created_at
  from generate_series(1, 500) i
union all
select md5('scale-applicant-app-' || i || '-' || k)::uuid, md5('scale-applicant-' || i)::uuid,
       case when k = (case when i % 4 = 0 then 3 else 2 end) and i % 3 = 0 then 'pending' else 'rejected' end::public.application_status,
       now() - make_interval(days => (4 - k) * 200 + i % 150)
  from generate_series(1, 2000) i, generate_series(1, 3) k
 where k <= case when i % 4 = 0 then 3 else 2 end;

insert into public.contractor_applications (id, user_id, status, status_reason, full_name, email, phone,
                                            years_experience, professional_summary, why_gal,
                                            reviewed_at, created_at, updated_at)
select a.id, a.user_id, a.status,
       case when a.status = 'rejected' then 'More supervised casework first, then apply again.' end,
       u.full_name, u.email, '(850) 555-' || lpad((abs(hashtext(a.id::text)) % 10000)::text, 4, '0'),
       1 + abs(hashtext(a.id::text)) % 20,
       'Years of work with children and families in Florida courts.', 'To speak for the child.',
       case when a.status <> 'pending' then a.created_at + interval '5 days' end,
       a.created_at, a.created_at
  from scale_applications a join public.users u on u.id = a.user_id;

insert into public.application_events (application_id, application_kind, applicant_id, from_status,
                                       to_status, reason, actor_id, created_at)
select id, 'contractor'::public.application_kind, user_id, null::public.application_status,
       'pending'::public.application_status, null, user_id, created_at
  from scale_applications
union all
select a.id, 'contractor', a.user_id, 'pending', a.status,
       case when a.status = 'rejected' then 'More supervised casework first, then apply again.' end,
       '00000000-0000-4000-8000-00000000a001'::uuid, a.created_at + interval '5 days'
  from scale_applications a where a.status <> 'pending';

-- GAL requests from the landing form: 2,000 in every status ----------------------
insert into public.gal_requests (id, case_type, county, name, email, phone, details, urgent, status,
                                 status_changed_by, status_changed_at, created_at, updated_at)
select md5('scale-request-' || c.i)::uuid,
       (array['Divorce with Minor Children', 'Child Custody Dispute', 'Parenting Plan Modification',
              'Relocation Case', 'Other Family Law Matter'])[1 + c.i % 5],
       c.county || ' County', seed_accounts.scale_name(c.i + 5000), format('parent%s@example.com', c.i),
       '(407) 555-' || lpad((c.i % 10000)::text, 4, '0'),
       'We need a guardian ad litem before the next hearing.', c.i % 10 = 0,
       (enum_range(null::public.request_status))[1 + c.i % 3],
       case when c.i % 3 <> 0 then '00000000-0000-4000-8000-00000000a001'::uuid end,
       case when c.i % 3 <> 0 then now() - make_interval(days => c.i % 700) end,
       now() - make_interval(days => c.i % 700, hours => 3), now() - make_interval(days => c.i % 700)
  from scale_cases c where c.i <= 2000;

-- Court dates: one hearing per case with a contractor, report due by the rule -------
insert into public.court_dates (case_id, hearing_at, hearing_type, courtroom, judge, report_due_at,
                                report_status, created_by, created_at, updated_at)
select c.id, h.at, (enum_range(null::public.hearing_type))[1 + c.i % 11], 'Courtroom ' || (1 + c.i % 12),
       'Judge ' || seed_accounts.scale_name(c.i + 9000), h.at - make_interval(hours => coalesce(r.hours_before, 0)),
       case when h.at < now() then 'filed' else 'not_started' end::public.report_status,
       '00000000-0000-4000-8000-00000000a001'::uuid, c.created_at, c.created_at
  from scale_assigned c
  left join public.report_deadline_rules r on r.category = c.category
 cross join lateral (select c.created_at + make_interval(days => 30 + c.i % 120) as at) h;

alter table public.contractor_eligibility enable trigger user;
alter table public.training_records enable trigger user;
alter table public.cases enable trigger user;
alter table public.case_contacts enable trigger user;
alter table public.time_entries enable trigger user;
alter table public.invoices enable trigger user;
alter table public.messages enable trigger user;
alter table public.notifications enable trigger user;
alter table public.contractor_applications enable trigger user;
alter table public.application_events enable trigger user;
alter table public.gal_requests enable trigger user;
alter table public.court_dates enable trigger user;
