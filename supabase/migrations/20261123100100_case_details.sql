-- Case details: where (county), what kind (category), how urgent, and for
-- paid cases the compensation shown to contractors (issue 9).
--
-- Decisions where SPEC is silent:
-- * county is one of Florida's 67 counties (the list in src/content/florida.ts),
--   kept as text under a domain so a typo is refused and the name is the label.
--   It stays nullable only for cases posted before this migration; the admin
--   form requires it.
-- * category and urgency are enums whose labels are the words shown
--   (SPEC 2 Opportunities filters, SPEC 9 urgency levels); defaults Dependency
--   and Medium backfill older rows.
-- * compensation is short free text ('$45/hour', '$1,200 flat fee'); only paid
--   cases may carry it. It is not money maths: invoices use the entries' rates.
-- * Only admins set these, and only when posting: no update grant, so a
--   contractor's accept cannot rewrite them in the same statement.

create domain public.florida_county as text
  check (value in (
    'Alachua', 'Baker', 'Bay', 'Bradford', 'Brevard', 'Broward', 'Calhoun', 'Charlotte',
    'Citrus', 'Clay', 'Collier', 'Columbia', 'DeSoto', 'Dixie', 'Duval', 'Escambia',
    'Flagler', 'Franklin', 'Gadsden', 'Gilchrist', 'Glades', 'Gulf', 'Hamilton', 'Hardee',
    'Hendry', 'Hernando', 'Highlands', 'Hillsborough', 'Holmes', 'Indian River', 'Jackson',
    'Jefferson', 'Lafayette', 'Lake', 'Lee', 'Leon', 'Levy', 'Liberty', 'Madison',
    'Manatee', 'Marion', 'Martin', 'Miami-Dade', 'Monroe', 'Nassau', 'Okaloosa',
    'Okeechobee', 'Orange', 'Osceola', 'Palm Beach', 'Pasco', 'Pinellas', 'Polk', 'Putnam',
    'Santa Rosa', 'Sarasota', 'Seminole', 'St. Johns', 'St. Lucie', 'Sumter', 'Suwannee',
    'Taylor', 'Union', 'Volusia', 'Wakulla', 'Walton', 'Washington'
  ));

create type public.case_category as enum ('Dependency', 'Family Court', 'Juvenile');
create type public.case_urgency as enum ('High', 'Medium', 'Low');

alter table public.cases
  add column county public.florida_county,
  add column category public.case_category not null default 'Dependency',
  add column urgency public.case_urgency not null default 'Medium',
  add column compensation text
    constraint cases_compensation_check
    check (compensation is null or length(trim(compensation)) between 1 and 100),
  add constraint cases_compensation_only_when_paid
    check (compensation is null or type = 'paid');

-- Opportunities filter by county and category among open cases.
create index cases_status_county_category_idx on public.cases (status, county, category);

grant insert (county, category, urgency, compensation) on public.cases to authenticated;
