-- Computer players. `computer` is the level ('easy', 'normal', 'hard') of the computer that plays
-- a seat automatically: a computer seat opened in a lobby (its `user_id` is a small number below
-- 2^22, never a Discord snowflake), or a kicked seat handed to the computer. NULL: a person, or
-- a kicked seat that plays its minimal moves.
ALTER TABLE game_seats ADD COLUMN computer TEXT;
-- Whether the turn timer and kicks hand a seat to the computer instead of minimal moves.
ALTER TABLE guild_settings ADD COLUMN computer_takes_over BOOLEAN NOT NULL DEFAULT FALSE;
-- Who chose an automatic move: 'computer' for a computer player's move (its `source` is 'timer':
-- the server played it), NULL otherwise. (A new column rather than a new `source` value: SQLite
-- cannot change the column's CHECK without rebuilding the log's tables.)
ALTER TABLE game_commands ADD COLUMN mover TEXT;
