-- Court case facts: the case's court case number (Florida's Uniform Case Number, checked
-- loosely), division, judge and courtroom; only admins set them, the assigned contractor
-- reads them with the case, and a new hearing takes the judge and courtroom from the case.
begin;
\ir ../../helpers/tests_schema.psql
select plan(11);

insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('a1700000-0000-4000-8000-00000000000a', 'Facts case', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned'),
  ('a1700000-0000-4000-8000-00000000000b', 'Open case', 'x', tests.uid('admin'), null, 'open');

select tests.authenticate_as('admin');
select lives_ok($$ update public.cases set court_case_number = ' 13-2026-dp-000123-xxxx ',
                    court_division = 'Juvenile Division 1', court_judge = 'Hon. Ana Ruiz',
                    court_courtroom = 'Courtroom 4B'
                    where id = 'a1700000-0000-4000-8000-00000000000a' $$,
  'an admin records the court case facts');
select is((select court_case_number from public.cases where id = 'a1700000-0000-4000-8000-00000000000a'),
  '13-2026-DP-000123-XXXX', 'the number is stored trimmed and upper-cased');
select lives_ok($$ update public.cases set court_case_number = '2026-DP-000123'
                    where id = 'a1700000-0000-4000-8000-00000000000a' $$,
  'the short form without a county prefix passes too');
select throws_ok($$ update public.cases set court_case_number = 'case one'
                    where id = 'a1700000-0000-4000-8000-00000000000a' $$,
  '23514', null, 'free text is not a court case number');

select tests.authenticate_as('contractor_a');
select is((select court_judge from public.cases where id = 'a1700000-0000-4000-8000-00000000000a'),
  'Hon. Ana Ruiz', 'the assigned contractor reads the facts');
update public.cases set court_judge = 'Someone else' where id = 'a1700000-0000-4000-8000-00000000000a';
select is((select court_judge from public.cases where id = 'a1700000-0000-4000-8000-00000000000a'),
  'Hon. Ana Ruiz', 'the contractor does not change them');
select throws_ok($$ update public.cases set court_judge = 'Someone else', status = 'assigned',
                    contractor_id = auth.uid() where id = 'a1700000-0000-4000-8000-00000000000b' $$,
  '42501', 'Only an admin records the court''s case facts', 'not even while accepting an open case');

insert into public.court_dates (case_id, hearing_at, hearing_type, notes) values
  ('a1700000-0000-4000-8000-00000000000a', now() + interval '20 days', 'status', 'first');
insert into public.court_dates (case_id, hearing_at, hearing_type, judge, courtroom, notes) values
  ('a1700000-0000-4000-8000-00000000000a', now() + interval '30 days', 'status', 'Hon. Visiting', '2A', 'second');
reset role;
select results_eq($$ select judge, courtroom from public.court_dates where notes = 'first' $$,
  $$ values ('Hon. Ana Ruiz', 'Courtroom 4B') $$, 'a new hearing with none typed takes the case''s judge and courtroom');
select results_eq($$ select judge, courtroom from public.court_dates where notes = 'second' $$,
  $$ values ('Hon. Visiting', '2A') $$, 'a typed judge and courtroom win');

select tests.authenticate_as('contractor_b');
select is_empty($$ select court_case_number from public.cases where id = 'a1700000-0000-4000-8000-00000000000a' $$,
  'another contractor reads nothing of the case');
select tests.authenticate_as('admin');
select throws_ok($$ insert into public.cases (title, description, admin_id, court_case_number)
                    values ('Bad', 'x', auth.uid(), '2026/DP/1') $$,
  '23514', null, 'a new case is checked too');

select * from finish();
rollback;
