-- Last of [db.seed] sql_paths: the seeding helpers go, so a seeded database
-- holds nothing that hosted projects lack.
drop schema if exists seed_accounts cascade;
