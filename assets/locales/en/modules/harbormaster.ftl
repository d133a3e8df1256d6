# Harbormaster: every word the bot says about it (name, rules text, state, events, choices,
# refusals, action labels). Same ids in both languages.

modules-name-harbormaster = Harbormaster
modules-harbormaster-line = ⚓ Harbormaster: { $holder } · harbour points: { $points }
modules-harbormaster-holder = { $name } (+2 VP)
modules-harbormaster-nobody = nobody yet (3 harbour points take it)
modules-harbormaster-now = ⚓ { $name } is Harbormaster ({ $points } harbour points, +2 VP)
lookups-rules-harbormaster = **Harbormaster**: a settlement on a harbour is 1 harbour point, a city 2. The player with the most (at least 3) holds the Harbormaster card, worth 2 VP; the target is raised by 1.

# Its pieces, counters and marks on the board image.
piece-harbormaster-points = { $n ->
    [one] harbour pt
   *[other] harbour pts
}
piece-harbormaster-holder = Harbormaster
piece-harbormaster-holder-short = Harbor
