-- Locked games (issue 15) may end in a draw: game_results.outcome gains 'drawn'. SQLite cannot
-- change a CHECK constraint in place, so both result tables are rebuilt (game_result_players
-- references game_results and would lose its rows to ON DELETE CASCADE if only the first were
-- dropped), their rows copied unchanged.
CREATE TABLE game_results_v2 (
    game_id     BIGINT  PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    guild_id    BIGINT  NOT NULL,
    channel_id  BIGINT  NOT NULL,
    outcome     TEXT    NOT NULL CHECK (outcome IN ('won', 'drawn', 'abandoned')),
    winner_seat INTEGER,
    winner_id   BIGINT,
    turns       BIGINT  NOT NULL,
    actions     BIGINT  NOT NULL,
    config      TEXT    NOT NULL,
    started_at  BIGINT  NOT NULL,
    finished_at BIGINT  NOT NULL,
    ended_by    BIGINT
);
CREATE TABLE game_result_players_v2 (
    game_id BIGINT  NOT NULL REFERENCES game_results_v2 (game_id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    user_id BIGINT  NOT NULL,
    vp      INTEGER NOT NULL,
    won     BOOLEAN NOT NULL,
    PRIMARY KEY (game_id, seat)
);
INSERT INTO game_results_v2 (game_id, guild_id, channel_id, outcome, winner_seat, winner_id,
                             turns, actions, config, started_at, finished_at, ended_by)
    SELECT game_id, guild_id, channel_id, outcome, winner_seat, winner_id,
           turns, actions, config, started_at, finished_at, ended_by
    FROM game_results;
INSERT INTO game_result_players_v2 (game_id, seat, user_id, vp, won)
    SELECT game_id, seat, user_id, vp, won FROM game_result_players;
DROP TABLE game_result_players;
DROP TABLE game_results;
ALTER TABLE game_results_v2 RENAME TO game_results;
ALTER TABLE game_result_players_v2 RENAME TO game_result_players;
CREATE INDEX game_results_guild ON game_results (guild_id, finished_at);
CREATE INDEX game_result_players_user ON game_result_players (user_id);
