-- Games ended by a server admin with `/catan-admin end`: who ended them (a Discord user id),
-- on the game and on its result; NULL for games that were won, or abandoned by their host.
ALTER TABLE games ADD COLUMN ended_by BIGINT;
ALTER TABLE game_results ADD COLUMN ended_by BIGINT;
