# timer: English messages (timer). Same ids in both languages.

# The mark after a log line the server played (turn timer, or a replaced player's seat).
timer-log-mark = ⏱ (auto)
# The mark after a log line a computer player played.
timer-log-mark-computer = 🤖 (computer)
# Reminder in the channel. $mentions: the users who owe a decision; $link: the turn message.
timer-reminder = ⏰ { $mentions }: the game is waiting for you. { $link }
# Same, when the turn timer is on. $at: a Discord relative timestamp (in 5 minutes).
timer-reminder-with-timer = ⏰ { $mentions }: the game is waiting for you. If you don't act, the minimal move will be played for you { $at }. { $link }
timer-kick-not-admin = Only members with the Manage Server permission may replace a player.
timer-kick-not-player = { $name } is not playing in this game.
timer-kick-already = { $name } has already been replaced: their seat plays automatically.
timer-kicked = { $name } has been replaced: their seat now plays its minimal moves automatically until someone not in the game takes it over with `/catan takeover`.
timer-takeover-already-playing = You are already playing in this game.
timer-takeover-none = No seat in this game is free to take over.
timer-takeover-not-kicked = { $name }'s seat is not free to take over (only replaced players' seats are).
timer-takeover-which = Several seats are free: name the player whose seat you take, e.g. `/catan takeover player:@name`, or its number (`seat:2`; a computer's seat is taken by number).
timer-takeover-seat-not-free = Seat { $seat } is not free to take over (only replaced players' and computers' seats are).
timer-taken-over = { $name } takes over { $old }'s seat.
timer-seat-reclaimed = { $name } is back and plays their own seat again.
# Same, when the server hands timed-out seats to the computer.
timer-reminder-with-computer = ⏰ { $mentions }: the game is waiting for you. If you don't act, the computer will play for you { $at }. { $link }
# A replaced player's seat handed to the computer. $level: its level in words.
timer-kicked-computer = { $name } has been replaced: the computer ({ $level }) now plays their seat until someone not in the game takes it over with `/catan takeover`.
