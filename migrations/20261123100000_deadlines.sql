-- Async play: the stored deadlines of each game (reminders, the turn timer, the immediate
-- moves of kicked seats), so that timers survive restarts, and which seats are played
-- automatically after an admin kicked their player.

-- At most one deadline of each kind per game. `version` is the game's version when it was set
-- (a deadline whose game has moved on is stale); `reminders` counts reminders already sent for
-- that version.
CREATE TABLE game_deadlines (
    game_id   BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind      TEXT    NOT NULL CHECK (kind IN ('reminder', 'timer', 'autoplay')),
    due_at    BIGINT  NOT NULL,
    version   BIGINT  NOT NULL,
    reminders INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, kind)
);
CREATE INDEX game_deadlines_due ON game_deadlines (due_at);

-- A kicked seat: the server plays its minimal moves until someone takes it over.
ALTER TABLE game_seats ADD COLUMN autoplay BOOLEAN NOT NULL DEFAULT FALSE;
