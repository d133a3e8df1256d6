# admin: English messages (admin). Same ids in both languages.

admin-not-admin = Only server admins (Manage Server) may use `/catan-admin`. Nothing was changed.

## Settings summary
admin-summary-title = Catan settings for this server
admin-summary-hint = Add options to `/catan-admin settings` to change these settings.
admin-summary-changed = Changed: { $changes }
admin-summary-same = These were already the settings: nothing changed.
admin-field-variants = Variants allowed
admin-field-defaults = Defaults for new games
admin-field-timer = Turn timer
admin-field-reminders = Reminders
admin-field-starters = Who may start games
admin-field-channels = Game channels
admin-field-language = Language of public messages
admin-field-board = Board of new games
admin-variants-base-only = Base game only
admin-variants-all-label = all (every variant)
admin-variants-none-label = none (base game only)
admin-defaults-none = Not set: the largest table the rules allow, 10 victory points, base game
admin-defaults-base-game = base game
admin-defaults-line = { $players } players, { $vp } victory points, { $rules }
admin-timer-off = Off
admin-field-computer = Timed-out and replaced seats
admin-computer-on = played by the computer (normal level)
admin-computer-off = minimal moves (roll, end the turn)
admin-timer-on = { $duration } per move
admin-reminders-off = Off
admin-reminders-on = every { $duration }
admin-starters-anyone = Anyone
admin-starters-role = Members with { $role } (and admins)
admin-starters-admins = Admins only
admin-channels-any = Any channel
admin-language-auto = Automatic (the server's language: { $language })

## Durations
admin-duration-days = { $n ->
    [one] 1 day
   *[other] { $n } days
}
admin-duration-hours = { $n ->
    [one] 1 hour
   *[other] { $n } hours
}
admin-duration-minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}
admin-duration-seconds = { $n ->
    [one] 1 second
   *[other] { $n } seconds
}
admin-duration-off-label = off (none)

## Refused settings
admin-duration-bad = { $field }: “{ $text }” is not a duration. Write for example 30m, 2h, 1d, or off. Nothing was changed.
admin-duration-too-short = { $field } must be at least 1 minute (you wrote “{ $text }”). Nothing was changed.
admin-duration-too-long = { $field } can be at most 30 days (you wrote “{ $text }”). Nothing was changed.
admin-variants-empty = Write the variants separated by commas ({ $known }), or all, or none. Nothing was changed.
admin-variants-unknown = Unknown variant “{ $name }”. The variants are: { $known } (or all, or none). Nothing was changed.
admin-default-rules-not-allowed = { $rules } cannot be on by default: this server does not allow it. Allow it first with the `variants` option. Nothing was changed.
admin-defaults-invalid = These defaults cannot be played: { $reason } (these rules play with { $min } to { $max } players). Nothing was changed.
admin-target-range = The target must be between 3 and 30 victory points (not { $vp }). Nothing was changed.
admin-starters-conflict = Give either a start role or who may start, not both. Nothing was changed.
admin-channels-conflict = Add a channel, remove one, or allow every channel: one at a time. Nothing was changed.
admin-channel-not-listed = { $channel } is not one of the game channels. Nothing was changed.

## Applied to /catan new
admin-new-channel-refused = Games cannot be started in this channel. On this server, play in: { $channels }.
admin-new-role-refused = On this server, only members with { $role } (and admins) may start games.
admin-new-admins-refused = On this server, only admins may start games.

## Ending a game
admin-end-none = There is no open game in { $channel }. Nothing was ended.
admin-end-done = Game { $game } in { $channel } has ended. It is recorded as ended by an admin.
admin-end-public = Game { $game } was ended by an admin ({ $admin }).
admin-end-message = This game was ended by an admin.
admin-history-ended = Game { $game } — ended by an admin after { $turns } { $turns ->
    [one] turn
   *[other] turns
} ({ $players } players, { $when })
