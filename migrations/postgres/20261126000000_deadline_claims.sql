-- Several bot processes over one database (shard ranges): a process claims a due deadline
-- before firing it by setting `claimed_until` (Unix milliseconds), so no other process fires it
-- meanwhile; if the claimer dies, the claim lapses and the deadline is claimed again. NULL:
-- unclaimed. Setting a deadline anew clears its claim.
ALTER TABLE game_deadlines ADD COLUMN claimed_until BIGINT;
