# pieces: English names of the kinds of pieces, counters and marks the rule modules put in a
# view (`piece-<kind>`, the kind's `.` and `_` written `-`), as the board image draws them; a
# counter's name takes its value as `$n`. Same ids in both languages.
# A module's own kinds are in its file, modules/<name>.ftl.

## The core's kinds
piece-face-down = face-down tile
