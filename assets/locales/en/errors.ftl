# errors: English messages (errors). Same ids in both languages.

refusal-no-game = There is no game in this channel. Start one with `/catan new`.
refusal-channel-busy = This channel already has a game. Finish or abandon it first (`/catan abandon`).
refusal-not-player = You are not playing in this game.
refusal-not-your-turn = It is not your move right now.
refusal-not-host = Only the host or a server admin may do that.
refusal-out-of-date-link = This board is out of date: the current one is here: { $link }
refusal-out-of-date = This board is out of date.
refusal-already-done-link = Already done: that press was applied. The current board is here: { $link }
refusal-already-done = Already done: that press was applied.
refusal-forged = This button is not one of mine.
refusal-lobby = Cannot do that in the lobby: { $why }.
refusal-rule = Not allowed: { $why }.
refusal-internal = Something went wrong on my side; please try again.
refusal-nothing-chosen = Nothing was chosen.
refusal-bad-spot = `{ $value }` is not a place you can choose now.
refusal-no-such-spot = `{ $value }` is not { $what } on this board: they are labelled `{ $first }` to `{ $last }` on the board image, and autocomplete lists the ones you can choose now.
spot-kind-intersection = an intersection
spot-kind-path = a path
spot-kind-hex = a hex
refusal-cannot-afford = You cannot afford { $what }: it costs { $cost }, and you are missing { $missing }.
purchase-road = a road
purchase-settlement = a settlement
purchase-city = a city
purchase-dev-card = a development card
refusal-card-too-new = You bought your { $card } this turn: a development card can be played from your next turn on (Victory Points count at once).
refusal-option-range = `{ $option }` must be between { $min } and { $max }, not { $value }. Nothing was changed.
refusal-bad-option-value = `{ $value }` is not a value this option accepts. Nothing was changed.
refusal-bad-options = These options do not fit this command. Nothing was changed.

lobby-why-already-joined = you have already joined
lobby-why-not-joined = you have not joined
lobby-why-full = the table is full ({ $count } players)
lobby-why-host-leaving = the host cannot leave (cancel the game instead)
lobby-why-player-count = { $joined } players joined, { $players } needed
lobby-why-config-players = these rules play with { $min } to { $max } players, not { $got }
lobby-why-target-vp = target victory points must be between 3 and 30
lobby-why-config = { $detail }
lobby-why-started = the game has already started
lobby-why-too-few = { $joined } { $joined ->
    [one] player
   *[other] players
} joined; at least { $min } are needed

## The rules' refusals. English shows the engine's own wording; these mirror it.
rule-game-over = the game is over
rule-game-not-locked = the game is not locked: someone can still gain victory points
rule-no-such-seat = there is no such seat
rule-not-your-turn = it is not your turn
rule-wrong-phase = you cannot do that now
rule-already-rolled = you have already rolled this turn
rule-must-roll-first = roll the dice first
rule-not-enough-resources = you do not have the cards for that
rule-no-pieces-left = you have no pieces of that kind left
rule-not-on-board = that place is not on the board
rule-occupied = that place is taken
rule-distance = too close to another building (distance rule)
rule-not-connected = that place is not connected to your roads
rule-must-touch-new-settlement = the road must touch the settlement you just placed
rule-not-your-settlement = you can only upgrade your own settlement
rule-no-playable-card = you have no playable card of that kind (cards bought this turn cannot be played)
rule-dev-card-already-played = you have already played a development card this turn
rule-deck-empty = the development card deck is empty
rule-bank-short = the bank does not have those cards
rule-wrong-card-count = you must choose exactly { $expected } { $expected ->
    [one] card
   *[other] cards
}
rule-no-legal-placement = there is no legal place for a road
rule-robber-must-move = the robber must move to a different hex
rule-robber-not-allowed = the robber may not be placed there
rule-invalid-victim = invalid choice of player to rob
rule-no-discard-owed = you do not need to discard
rule-invalid-trade = invalid trade
rule-no-open-offer = there is no open trade offer
rule-not-addressed = that offer is not addressed to you
rule-not-accepted = that player has not accepted the offer
rule-not-in-this-game = that rule is not used in this game
rule-no-decision-owed = nothing of that kind is asked of you now
rule-ratio-not-available = you cannot trade at { $ratio } (your ratios for that resource: { $available })
rule-no-dev-deck = this game has no development cards to buy
# A pairing of rules the compatibility table refuses, and why.
config-incompatible = { $first } and { $second } cannot be played together: { $reason }
config-incompatible-separate-boards = each brings its own map
config-incompatible-different-games = they come from different games and have no official combination
config-incompatible-player-counts = the player counts they play with do not meet
config-incompatible-conflicting-rules = both change the same rule ({ $item }) differently
config-rule-setup = the setup
config-rule-seven = what a 7 does
config-rule-robber = the robber
config-rule-deck = the development deck
config-rule-bank-ratio = the bank's trade ratio
## Goods and gold (games with commodities or gold).
rule-good-not-in-play = there is no { $good } in this game
rule-not-a-card = { $good } is not a card
rule-gold-not-in-play = there is no gold in this game
rule-not-enough-gold = you need { $price } gold to buy a resource
rule-gold-limit-reached = you may buy with gold only { $per_turn } time(s) per turn
