# lookups: English messages (lookups). Same ids in both languages.

## /catan status
lookups-status-head = **Turn { $turn }** — { $situation }
lookups-first-to = First to { $vp } VP.
lookups-last-roll = Last roll: { $sum } ({ $a } + { $b }).
lookups-bank = Bank: { $bank } · development cards left: { $dev }
lookups-bank-no-deck = Bank: { $bank }
lookups-open-offer = Open offer: { $name } gives { $give } for { $get }

## /catan log
lookups-log-too-few = Ask for at least 1 event (you asked for { $asked }); for example `/catan log count:10`.
lookups-log-capped = (You asked for { $asked }; at most { $max } are shown at once.)
lookups-log-title = **Recent events**
lookups-log-empty = Nothing has happened yet.
lookups-log-turn = — Turn { $turn }: { $name } —
lookups-log-accepted = { $name } accepted the offer
lookups-log-declined = { $name } declined the offer
lookups-log-countered = { $name } countered: gives { $give } for { $get }

## /catan rules
lookups-base-rules = **Catan — base game**
    • Setup: each player places 2 settlements and 2 roads (the second settlement gives its starting cards); the order snakes back.
    • Turn: roll; every settlement next to a hex with that number takes 1 card (a city 2), not where the robber stands. Then build, trade and play at most one development card (not one bought this turn).
    • A 7: everyone with more than 7 cards discards half (rounded down); the roller moves the robber and steals a random card from a player next to it.
    • Costs: road = brick + lumber; settlement = brick + lumber + wool + grain; city = 2 grain + 3 ore; development card = ore + wool + grain.
    • Development cards (25, drawn blind): 14 Knights (move the robber and steal; the first with 3 played holds Largest Army), 5 Victory Points (1 VP each, hidden until they win the game), 2 Road Building (place 2 free roads), 2 Year of Plenty (take any 2 cards from the bank), 2 Monopoly (name a resource: every other player gives you all of theirs). Play one per turn, before or after rolling, never the turn you bought it; Victory Points are never played.
    • Settlements keep one empty intersection between them and must touch your road (after setup).
    • Trade: the player whose turn it is trades with the bank at 4:1, 3:1 or 2:1 with a harbour, and with other players (the others trade only with them).
    • Longest Road (5+ roads) and Largest Army (3+ knights) are worth 2 VP each.
    • The first to { $vp } victory points on their own turn wins.
lookups-no-variants = No variant rules are in play.

## /catan history and /catan stats
lookups-history-won = Game { $game } — won by <@{ $winner }> with { $vp } VP in { $turns } { $turns ->
    [one] turn
   *[other] turns
} ({ $players } players, { $when })
lookups-history-drawn = Game { $game } — a draw at { $vp } VP in { $turns } { $turns ->
    [one] turn
   *[other] turns
} ({ $players } players, { $when })
lookups-history-abandoned = Game { $game } — abandoned after { $turns } { $turns ->
    [one] turn
   *[other] turns
} ({ $players } players, { $when })
lookups-history-empty = No game has ended on this server yet.
lookups-history-title = **Last { $count } ended games on this server**
lookups-stats-none = <@{ $user }> has not finished a game on this server yet.
lookups-stats = **<@{ $user }>** — { $played } { $played ->
    [one] game
   *[other] games
}, { $won } { $won ->
    [one] win
   *[other] wins
} ({ $rate }%), { $average } VP on average.

## /catan board
lookups-board-setup = The board during setup.
lookups-board-turn = The board at turn { $turn }.

# /catan hint (bot::hint): the computer player's move in the asker's place.
hint-suggests = 💡 In your place the computer would: **{ $action }**
    (It sees only what you see; the choice is yours.)
hint-nothing-owed = You have nothing to decide now; ask again when it is your move.
