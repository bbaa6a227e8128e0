-- Requests remember the visitor's language: the public form is offered in English, Spanish
-- and Haitian Creole, and the reply (the confirmation email, the team's call) goes out in the
-- language the visitor wrote in. The visitor's own words are stored as written, untranslated.

alter table public.gal_requests
  add column language text not null default 'en'
  constraint gal_requests_language_check check (language in ('en', 'es', 'ht'));

comment on column public.gal_requests.language is
  'The language the visitor filed the request in (en, es, ht): the confirmation email is written in it.';

-- The inbox filters on it beside status.
create index gal_requests_language_idx on public.gal_requests (language, created_at desc);

-- Filers may set it (the form sends the page's language); like every other column they
-- may insert, it is checked above.
grant insert (language) on table public.gal_requests to authenticated;
