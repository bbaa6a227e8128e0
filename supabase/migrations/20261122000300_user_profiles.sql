-- User profiles: one row per user (SPEC 3). The owner reads and writes their
-- own; admins read all (the Contractors directory).
--
-- Decisions where SPEC is silent:
-- * education_level is one enum shared with the application tables. It adds
--   'specialized', which the GAL form sends (SPEC 7); a profile may not use it.
-- * Lists are text[] restricted to SPEC's options; florida_circuits holds the
--   circuit labels ('11th Circuit - Miami-Dade'), checked by shape, at most 20.
-- * Nobody deletes a profile through the API (nothing in the product needs it);
--   it goes away with the user.
-- * Empty optional text is stored as null by the client (SPEC 5); the table
--   does not forbid ''.

create type public.education_level as enum (
  'high_school', 'bachelors', 'masters', 'jd', 'phd', 'other', 'specialized'
);
create type public.availability as enum ('full-time', 'part-time', 'limited');

create function private.circuit_labels_valid(labels text[]) returns boolean
  language sql immutable set search_path = ''
as $$
  select cardinality(labels) <= 20
    and not exists (
      select 1 from unnest(labels) as l
      where l is null or l !~ '^([1-9]|1[0-9]|20)(st|nd|rd|th) Circuit( - .+)?$'
    )
$$;
revoke all on function private.circuit_labels_valid(text[]) from public;
grant execute on function private.circuit_labels_valid(text[]) to authenticated, service_role;

create table public.user_profiles (
  user_id uuid primary key
    constraint user_profiles_user_id_fkey references public.users (id) on delete cascade,
  phone text check (length(phone) <= 50),
  address text check (length(address) <= 300),
  city text check (length(city) <= 100),
  state text not null default 'FL' check (state = 'FL'),
  zip text check (zip ~ '^[0-9]{5}(-[0-9]{4})?$'),
  education_level public.education_level
    check (education_level is distinct from 'specialized'),
  custom_education text check (length(custom_education) <= 200),
  bar_number text check (length(bar_number) <= 50),
  practice_areas text[] not null default '{}' check (
    practice_areas <@ array[
      'Dependency', 'Family Law', 'Juvenile Justice', 'Child Welfare', 'Education Law', 'Immigration'
    ]::text[]
  ),
  bio text check (length(bio) <= 5000),
  availability public.availability not null default 'full-time',
  preferred_case_types text[] not null default '{}' check (
    preferred_case_types <@ array[
      'Dependency', 'Family Court', 'Juvenile Court', 'Education Advocacy', 'Immigration Cases'
    ]::text[]
  ),
  florida_circuits text[] not null default '{}'
    check (private.circuit_labels_valid(florida_circuits)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger user_profiles_touch_updated_at
  before update on public.user_profiles
  for each row execute function private.touch_updated_at();

alter table public.user_profiles enable row level security;

revoke all on public.user_profiles from anon, authenticated;
grant select on public.user_profiles to authenticated;
grant insert (
  user_id, phone, address, city, state, zip, education_level, custom_education, bar_number,
  practice_areas, bio, availability, preferred_case_types, florida_circuits
) on public.user_profiles to authenticated;
-- user_id is in the update payload (SPEC 7); the policy pins it to the owner.
grant update (
  user_id, phone, address, city, state, zip, education_level, custom_education, bar_number,
  practice_areas, bio, availability, preferred_case_types, florida_circuits
) on public.user_profiles to authenticated;

create policy "Owners read their profile and admins read all"
  on public.user_profiles for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "Owners create their own profile"
  on public.user_profiles for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Owners update their own profile"
  on public.user_profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
