-- The board a server's new games get when `/catan new` does not choose one: a JSON
-- `LayoutChoice` (as in a game's config); NULL for a server that never chose, whose new games
-- get the balanced random board.
ALTER TABLE guild_settings ADD COLUMN default_board TEXT;
