-- Admin settings added for async play and languages, and the language each game's public
-- messages are written in.

-- Seconds between reminders to whoever owes a decision; no reminders when NULL.
ALTER TABLE guild_settings ADD COLUMN reminder_secs BIGINT;
-- Channels where games may be opened (JSON array of ids); any channel when empty.
ALTER TABLE guild_settings ADD COLUMN game_channels TEXT NOT NULL DEFAULT '[]';
-- Language of public messages: 'auto' (the server's Discord locale), 'en' or 'ja'.
ALTER TABLE guild_settings ADD COLUMN language TEXT NOT NULL DEFAULT 'auto'
    CHECK (language IN ('auto', 'en', 'ja'));

-- Language of a game's public messages (turn messages, offers, reminders), fixed when it opens.
ALTER TABLE games ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ja'));
