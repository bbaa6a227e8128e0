-- Certificates are for training records: at most 20 files a person, at most 2
-- that no record of theirs names; an approved record's certificate stays; admins
-- list orphans to sweep.
begin;
\ir ../../helpers/tests_schema.psql
select plan(10);

create function pg_temp.cert(who text, n int) returns text language sql as $$
  select tests.uid(who) || '/' || lpad(n::text, 8, '0') || '-1111-4222-8333-444455556666.pdf'
$$;
grant execute on function pg_temp.cert(text, int) to authenticated;

select tests.authenticate_as('free');
select lives_ok($$ insert into storage.objects (bucket_id, name, owner) values ('certificates', pg_temp.cert('free', 1), tests.uid('free')) $$,
  'a user uploads a certificate for the record they are adding');
select lives_ok($$ insert into storage.objects (bucket_id, name, owner) values ('certificates', pg_temp.cert('free', 2), tests.uid('free')) $$,
  'and one more before either is attached');
select throws_ok($$ insert into storage.objects (bucket_id, name, owner) values ('certificates', pg_temp.cert('free', 3), tests.uid('free')) $$,
  '42501', null, 'a third file that no record names is refused');
select lives_ok($$ insert into public.training_records (title, provider, completed_on, hours, kind, certificate_path)
                   values ('Module 1', 'GAL Program', current_date - 1, 2, 'pre_service', pg_temp.cert('free', 1)) $$,
  'a record names the first file');
select lives_ok($$ insert into storage.objects (bucket_id, name, owner) values ('certificates', pg_temp.cert('free', 3), tests.uid('free')) $$,
  'so the next upload fits');

-- 20 files at most, attached or not
reset role;
insert into storage.objects (bucket_id, name, owner)
select 'certificates', pg_temp.cert('contractor_a', n), tests.uid('contractor_a') from generate_series(1, 20) n;
insert into public.training_records (user_id, title, provider, completed_on, hours, kind, certificate_path)
select tests.uid('contractor_a'), 'Module ' || n, 'GAL Program', current_date - 1, 1, 'in_service', pg_temp.cert('contractor_a', n)
  from generate_series(1, 20) n;
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into storage.objects (bucket_id, name, owner) values ('certificates', pg_temp.cert('contractor_a', 21), tests.uid('contractor_a')) $$,
  '42501', null, 'a 21st certificate is refused');

-- an approved record's certificate stays
reset role;
update public.training_records set status = 'approved' where certificate_path = pg_temp.cert('contractor_a', 1);
select set_config('storage.allow_delete_query', 'true', true);
select tests.authenticate_as('contractor_a');
select is_empty($$ delete from storage.objects where bucket_id = 'certificates' and name = pg_temp.cert('contractor_a', 1) returning 1 $$,
  'the owner cannot delete the certificate of an approved record');
select results_eq($$ delete from storage.objects where bucket_id = 'certificates' and name = pg_temp.cert('contractor_a', 2) returning 1 $$,
  $$ values (1) $$, 'but deletes one of a record still under review');

-- orphans
reset role;
update storage.objects set created_at = now() - interval '2 hours' where bucket_id = 'certificates' and name like tests.uid('free') || '/%';
select tests.authenticate_as('admin');
select results_eq($$ select n from public.orphaned_certificates() n where n like tests.uid('free') || '/%' order by n $$,
  $$ values (pg_temp.cert('free', 2)), (pg_temp.cert('free', 3)) $$,
  'an admin lists the certificates older than an hour that no record names');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.orphaned_certificates() $$, 'nobody else lists any');

select * from finish();
rollback;
