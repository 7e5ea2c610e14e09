-- A file's own token name, when it has one: a one-of-one sent from the combiner keeps its name ("The
-- King") in the files screen's metadata instead of "<collection> #<n>". Null for every other file, whose
-- name follows the collection's. Adding a nullable column rewrites no rows.
ALTER TABLE files ADD COLUMN token_name VARCHAR(255);
