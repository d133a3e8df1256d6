# board: English words drawn in the board image (legend and status strip). A word that depends
# on a count takes it as `$n`. Same ids in both languages.

## Legend
board-turn-tag = ▶ TURN
board-vp = VP
board-neutral-tag = NEUTRAL
board-cards = { $n ->
    [one] card
   *[other] cards
}
board-dev = dev
board-knights = { $n ->
    [one] knight
   *[other] knights
}
board-longest-road-length = longest road
board-gold = gold
board-winner = 🏆 Winner
board-winner-short = 🏆
board-draw-pill = 🤝 Draw
board-draw-pill-short = 🤝
board-longest-road = Longest Road
board-longest-road-short = Road
board-largest-army = Largest Army
board-largest-army-short = Army
board-roads-built = { $n ->
    [one] road built
   *[other] roads built
}
board-settlements-built = { $n ->
    [one] settlement built
   *[other] settlements built
}

## Status strip
board-setup = Setup
board-turn = Turn { $n }
board-draw = Draw
board-last-roll = Last roll
board-doing-setup-road = places a road
board-doing-setup-settlement = places a settlement
board-doing-roll = to roll
board-doing-discards = waits for discards
board-doing-robber = moves the robber
board-doing-play = to play
board-doing-end-turn = ends the turn
board-doing-free-roads = places free roads
board-doing-decisions = waits for decisions
board-doing-wins = wins!
board-doing-locked = (locked game)
