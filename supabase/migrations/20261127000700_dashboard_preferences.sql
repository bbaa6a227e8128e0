-- Settings that act (issue 21): which dashboard widgets a user hides, and the
-- defaults of their exports ('Data Export Preferences').
--
-- Decisions where the issue is silent:
-- * hidden_widgets lists the widgets turned off (not the ones on), so a widget
--   added later shows until its user hides it. Keys are the app's
--   ('stats', 'applications', 'visits_due', ...): checked for shape here, not
--   against a list, so a new widget needs no migration.
-- * export_date_format: 'iso' (2026-11-25, the default, what spreadsheets
--   sort) or 'us' (11/25/2026). export_hidden_columns lists
--   '{dataset}.{column}' keys left out of that dataset's CSV by default; the
--   Exports page can still change both for one export.
-- * Same rights as the rest of the row: only its owner reads and writes it.

alter table public.user_settings
  add column hidden_widgets text[] not null default '{}'
    constraint user_settings_hidden_widgets_check check (
      cardinality(hidden_widgets) <= 20
      and array_to_string(hidden_widgets, ',') ~ '^([a-z_]{1,40}(,|$))*$'
    ),
  add column export_date_format text not null default 'iso'
    constraint user_settings_export_date_format_check check (export_date_format in ('iso', 'us')),
  add column export_hidden_columns text[] not null default '{}'
    constraint user_settings_export_hidden_columns_check check (
      cardinality(export_hidden_columns) <= 200
      and array_to_string(export_hidden_columns, ',') ~ '^([a-z_]{1,40}\.[a-z_]{1,40}(,|$))*$'
    );

grant insert (hidden_widgets, export_date_format, export_hidden_columns)
  on public.user_settings to authenticated;
grant update (hidden_widgets, export_date_format, export_hidden_columns)
  on public.user_settings to authenticated;
