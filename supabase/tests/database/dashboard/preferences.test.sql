-- Dashboard widgets and export preferences on user_settings: the
-- owner's own, like the rest of the row, each value of a known shape.
begin;
\ir ../../helpers/tests_schema.psql
select plan(9);

select tests.authenticate_as('contractor_a');
select results_eq(
  $$ insert into public.user_settings (user_id) values (tests.uid('contractor_a'))
     returning hidden_widgets, export_date_format, export_hidden_columns $$,
  $$ values ('{}'::text[], 'iso', '{}'::text[]) $$,
  'defaults: every widget shown, ISO dates, every column');
select results_eq(
  $$ update public.user_settings
        set hidden_widgets = array['visits_due', 'stats'], export_date_format = 'us',
            export_hidden_columns = array['time_entries.description']
      where user_id = tests.uid('contractor_a')
     returning hidden_widgets, export_date_format, export_hidden_columns $$,
  $$ values (array['visits_due', 'stats'], 'us', array['time_entries.description']) $$,
  'the owner hides widgets and sets export defaults');
select throws_ok($$ update public.user_settings set export_date_format = 'dd.mm.yyyy' $$, '23514', null,
  'the date format is iso or us');
select throws_ok($$ update public.user_settings set hidden_widgets = array['<script>'] $$, '23514', null,
  'widget keys are plain keys');
select throws_ok($$ update public.user_settings set export_hidden_columns = array['description'] $$, '23514', null,
  'column keys name their dataset');
select throws_ok($$ update public.user_settings set hidden_widgets = array_fill('stats'::text, array[21]) $$, '23514', null,
  'at most 20 hidden widgets');
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.user_settings where user_id = tests.uid('contractor_a') $$,
  'nobody else reads them');
select is_empty($$ update public.user_settings set hidden_widgets = '{}' where user_id = tests.uid('contractor_a') returning 1 $$,
  'nor changes them');
select tests.clear_authentication();
select throws_ok($$ select export_date_format from public.user_settings $$, '42501', null, 'anon reads none');

select * from finish();
rollback;
