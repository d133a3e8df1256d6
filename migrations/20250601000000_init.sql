-- Kaitaku store schema. Portable SQL (SQLite now, PostgreSQL later): Discord snowflakes and seeds
-- are stored as 64-bit signed integers (bit-cast from u64), times as Unix milliseconds, game
-- state as JSON text.

-- One row per game, from lobby to finished. At most one open (lobby or active) game per channel.
CREATE TABLE games (
    id              INTEGER PRIMARY KEY,
    guild_id        BIGINT  NOT NULL,
    channel_id      BIGINT  NOT NULL,
    host_id         BIGINT  NOT NULL,
    status          TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    config          TEXT    NOT NULL,
    seed            BIGINT,
    snapshot        TEXT,
    version         BIGINT  NOT NULL DEFAULT 0,
    turn_message_id BIGINT,
    created_at      BIGINT  NOT NULL,
    started_at      BIGINT,
    updated_at      BIGINT  NOT NULL
);
CREATE UNIQUE INDEX games_open_per_channel ON games (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_guild_status ON games (guild_id, status);

-- Who sits where. In a lobby `seat` is NULL and `join_order` orders the players; seats are
-- assigned (in join order) when the game starts.
CREATE TABLE game_seats (
    game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    BIGINT  NOT NULL,
    join_order INTEGER NOT NULL,
    seat       INTEGER,
    joined_at  BIGINT  NOT NULL,
    PRIMARY KEY (game_id, user_id),
    UNIQUE (game_id, seat)
);

-- Every accepted command, in order: re-applying them to Game::new(config, seed) rebuilds the game.
-- `version` is the game's version after the command (1, 2, ...). Append-only.
CREATE TABLE game_commands (
    game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version    BIGINT  NOT NULL,
    seat       INTEGER NOT NULL,
    source     TEXT    NOT NULL CHECK (source IN ('player', 'timer', 'admin')),
    actor_id   BIGINT,
    action     TEXT    NOT NULL,
    created_at BIGINT  NOT NULL,
    PRIMARY KEY (game_id, version)
);

-- The events each command produced, in order. Append-only.
CREATE TABLE game_events (
    game_id BIGINT  NOT NULL,
    version BIGINT  NOT NULL,
    idx     INTEGER NOT NULL,
    event   TEXT    NOT NULL,
    PRIMARY KEY (game_id, version, idx),
    FOREIGN KEY (game_id, version) REFERENCES game_commands (game_id, version) ON DELETE CASCADE
);

-- Per-guild settings chosen by its admins.
CREATE TABLE guild_settings (
    guild_id         BIGINT PRIMARY KEY,
    allowed_variants TEXT   NOT NULL,
    default_config   TEXT,
    turn_timer_secs  BIGINT,
    start_policy     TEXT   NOT NULL CHECK (start_policy IN ('anyone', 'role', 'admins')),
    start_role_id    BIGINT,
    updated_at       BIGINT NOT NULL
);

-- How each finished (or abandoned) game ended, for history and stats.
CREATE TABLE game_results (
    game_id     BIGINT  PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    guild_id    BIGINT  NOT NULL,
    channel_id  BIGINT  NOT NULL,
    outcome     TEXT    NOT NULL CHECK (outcome IN ('won', 'abandoned')),
    winner_seat INTEGER,
    winner_id   BIGINT,
    turns       BIGINT  NOT NULL,
    actions     BIGINT  NOT NULL,
    config      TEXT    NOT NULL,
    started_at  BIGINT  NOT NULL,
    finished_at BIGINT  NOT NULL
);
CREATE INDEX game_results_guild ON game_results (guild_id, finished_at);

-- Each seat's final standing in a finished game.
CREATE TABLE game_result_players (
    game_id BIGINT  NOT NULL REFERENCES game_results (game_id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    user_id BIGINT  NOT NULL,
    vp      INTEGER NOT NULL,
    won     BOOLEAN NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX game_result_players_user ON game_result_players (user_id);
