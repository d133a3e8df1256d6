# pieces: English names of the kinds of pieces, counters and marks the rule modules put in a
# view (`piece-<kind>`, the kind's `.` and `_` written `-`), as the board image draws them; a
# counter's name takes its value as `$n`. Same ids in both languages.

## The core's kinds
piece-face-down = face-down tile

## Catan Event Cards
piece-event-cards-damaged-road = damaged road
piece-event-cards-card = Event card
piece-event-cards-card-none = No event
piece-event-cards-card-robber-attacks = Robber Attacks!
piece-event-cards-card-epidemic = Epidemic
piece-event-cards-card-earthquake = Earthquake
piece-event-cards-card-good-neighbors = Good Neighbors
piece-event-cards-card-tournament = Tournament
piece-event-cards-card-trade-advantage = Trade Advantage
piece-event-cards-card-calm-sea = Calm Sea
piece-event-cards-card-robber-flees = Robber Flees
piece-event-cards-card-neighborly-assistance = Neighborly Assistance
piece-event-cards-card-conflict = Conflict
piece-event-cards-card-plentiful-year = Plentiful Year

## Harbormaster
piece-harbormaster-points = { $n ->
    [one] harbour pt
   *[other] harbour pts
}
piece-harbormaster-holder = Harbormaster
piece-harbormaster-holder-short = Harbor

## Catan for Two
piece-catan-for-two-trade-tokens = { $n ->
    [one] trade token
   *[other] trade tokens
}
piece-catan-for-two-leads = Leads · actions cost { $n }
piece-catan-for-two-leads-short = Leads
piece-catan-for-two-roads-left = { $n ->
    [one] road left
   *[other] roads left
}
piece-catan-for-two-settlements-left = { $n ->
    [one] settlement left
   *[other] settlements left
}
