# turn: English messages (turn). Same ids in both languages.

## What the game waits for.
situation-setup-road = { $who } places a road next to their settlement.
situation-setup-settlement = { $who } places a settlement.
situation-roll = { $who } rolls the dice.
situation-main = { $who } builds, trades or ends the turn.
situation-discard-owed = { $who } ({ $count })
situation-discards = Waiting for discards: { $owing }.
situation-robber = { $who } moves the robber.
situation-free-roads = { $who } places { $count } free { $count ->
    [one] road
   *[other] roads
}.
situation-won = 🏆 { $who } wins!
situation-drawn = 🤝 A draw between { $who }

## The turn message.
turn-content-won = 🏆 { $who } wins the game!
turn-content-drawn = 🤝 The game ends in a draw between { $who }.
turn-content-setup = { $who }, your setup placement.
turn-content-turn = { $who }, it is your turn.
ping-owing = { $who } — the game waits for you: { $what }
player-line = { $vp } VP · { $cards } { $cards ->
    [one] card
   *[other] cards
}
player-line-dev = { " · " }{ $dev } dev
player-line-knights = { " · " }{ $knights } { $knights ->
    [one] knight
   *[other] knights
}
player-line-road = { " · " }longest road { $road }
player-line-longest-road = { " · " }🛣️ Longest Road
player-line-largest-army = { " · " }⚔️ Largest Army
turn-title-setup = Catan — setup
turn-title = Catan — turn { $turn }
turn-last-events = Last events
turn-footer = First to { $target } VP

## Buttons.
button-roll = Roll
button-robber = Move the robber
button-discard = Discard
button-place-free-road = Place free road
button-place-settlement = Place settlement
button-place-road = Place road
button-place-city = Place city
button-build-settlement = Build settlement
button-build-road = Build road
button-build-city = Build city
button-buy-dev-card = Buy development card
button-dev-cards = Development cards
button-trade = Trade
button-end-turn = End turn
button-end-locked-game = End the game
button-hand = Hand

## Choosers.
option-hex-rob = Hex { $code } — { $tile } — rob { $who }
option-hex = Hex { $code } — { $tile }
option-path = Path { $code }
option-intersection = Intersection { $code }
option-intersection-what = { $code } — { $what }
option-path-ends = { $code } — between { $a } and { $b }
option-path-to = { $code } — to { $to }: { $what }
spot-tile = { $number } { $resource }
spot-desert = desert
spot-produces = { $tiles } ({ $pips } pips)
spot-nothing = produces nothing
spot-harbour-generic = 3:1 harbour
spot-harbour-special = 2:1 { $resource } harbour
pick-placeholder-best = Choose a { $what } — best first ({ $page }/{ $pages })
pick-placeholder-range = Choose a { $what } ({ $first } – { $last })
pick-placeholder = Choose a { $what }
pick-intro = Choose where to place your { $what }: the labelled spots on the board are the legal ones.
pick-nowhere = There is nowhere to place a { $what } now.
pick-next = Now choose where to place your { $what }.
next-robber = Now move the robber: `/catan robber` or the button.
next-road = Now place a road: `/catan build road` or the button.
next-decide = Now choose: `/catan decide` or the button on the turn message.

## Events, one line each.
event-settlement = { $who } built a settlement
event-road = { $who } built a road
event-city = { $who } built a city
event-took = { $who } took { $cards }
event-rolled = { $who } rolled { $sum } ({ $a } + { $b })
event-produced = { $who } got { $cards }
event-bank-short = The bank is short of { $resource }
event-owes = { $who } { $count }
event-discards-owed = Discards owed: { $owing }
event-discarded = { $who } discarded { $cards }
event-robber = { $who } moved the robber
event-stole = { $who } stole a card from { $victim }
event-dev-bought = { $who } bought a development card
event-dev-played = { $who } played { $card }
event-bought-with-gold = { $who } bought 1 { $resource } for { $gold }
event-monopoly = { $who } took all { $resource } ({ $count })
event-bank-traded = { $who } traded { $gave } for { $got } with the bank
event-trade-offered = { $who } offers { $give } for { $get }
event-traded = { $who } traded { $gave } for { $got } with { $with }
event-trade-cancelled = The trade offer was withdrawn
event-longest-road = { $who } holds Longest Road ({ $length })
event-longest-road-set-aside = Longest Road is set aside
event-largest-army = { $who } holds Largest Army ({ $knights })
event-won = 🏆 { $who } wins with { $vp } VP
event-locked-leader = 🔒 Nobody can gain victory points any more: the game is locked. { $who } leads with { $vp } VP; any player may end the game, and { $who } wins.
event-locked-tie = 🔒 Nobody can gain victory points any more: the game is locked. { $who } share the lead with { $vp } VP; any player may end the game as a draw.
event-drawn = 🤝 The locked game ends in a draw between { $who } ({ $vp } VP each)
private-drew = You drew: **{ $card }**
private-stolen = The card: **{ $resource }**

## The private hand.
hand-not-seated = You are not seated in this game.
hand-resources = **Your hand**: { $hand }
hand-dev-card = { $count } × { $card }
hand-dev-card-new = { $count } × { $card } ({ $new } new)
hand-dev-cards = **Development cards**: { $cards }
hand-vp = **Victory points** (with hidden cards): { $vp }

## The end of the game.
final-title = Catan — game over
final-description = 🏆 **{ $who }** wins with { $vp } victory points after { $turns } { $turns ->
    [one] turn
   *[other] turns
}.
final-description-drawn = 🤝 A draw between **{ $who }** after { $turns } { $turns ->
    [one] turn
   *[other] turns
}: the game was locked, nobody could gain victory points any more.
final-standings = Final standings
final-how = How { $who } won
final-last-event = Last event
final-footer = First to { $target } VP · result recorded
standings-line = { $rank }. { $label } — { $vp } VP
final-breakdown =
    Settlements: { $settlements } × 1 = { $settlements }
    Cities: { $cities } × 2 = { $city_points }
    Longest Road: { $road }
    Largest Army: { $army }
    Victory Point cards: { $cards }
    { "**" }Total: { $total }**
