-- public.users.email follows auth.users.email.
begin;
\ir ../../helpers/tests_schema.psql
select plan(3);

select tests.create_user('mover');
update auth.users set email = 'moved@tests.local' where id = tests.uid('mover');
select is((select email from public.users where id = (select id from auth.users where email = 'moved@tests.local')),
  'moved@tests.local', 'a changed auth email reaches public.users');
update auth.users set email_change = 'pending@tests.local', raw_user_meta_data = '{"full_name":"Still Me"}'
 where email = 'moved@tests.local';
select is((select email from public.users where id = (select id from auth.users where email = 'moved@tests.local')),
  'moved@tests.local', 'a pending change (or any other column) leaves public.users alone');
select is((select email from public.users where id = tests.uid('free')), 'free@tests.local', 'other users are untouched');

select * from finish();
rollback;
