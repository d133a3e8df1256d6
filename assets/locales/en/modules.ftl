# modules: English messages (modules). Same ids in both languages.

## Names of the optional rules
modules-name-friendly-robber = Friendly Robber
modules-name-event-cards = Catan Event Cards
modules-name-harbormaster = Harbormaster
modules-name-catan-for-two = Catan for Two
modules-base-game = Base game
modules-base-plus = Base game + { $modules }
modules-not-allowed = This server does not allow { $refused }. Allowed here: { $here }.
modules-only-base = only the base game
modules-base-with = the base game with { $modules }
modules-cannot-play = These rules cannot be played as asked: { $why }. Nothing was created.

## Event cards
modules-effect-none = The settlers work hard; nothing else happens.
modules-effect-robber-attacks = Hands over 7 cards lose half, then the robber moves and robs.
modules-effect-epidemic = Cities produce only 1 card this time.
modules-effect-earthquake = Everyone damages one of their roads; it must be repaired before building roads.
modules-effect-good-neighbors = Everyone with cards gives one card of their choice to their left neighbour.
modules-effect-tournament = Whoever played the most knights takes a resource of their choice.
modules-effect-trade-advantage = The Longest Road holder takes a random card from a player of their choice.
modules-effect-calm-sea = Whoever has the most buildings on harbours takes a resource of their choice.
modules-effect-robber-flees = The robber returns to the desert; nobody is robbed.
modules-effect-neighborly-assistance = The leaders each give a card of their choice to a player with fewer points.
modules-effect-conflict = The Largest Army holder (or sole top knight) takes a random card from a player of their choice.
modules-effect-plentiful-year = Everyone takes a resource of their choice from the bank.
modules-first-card = First card: { $card }
modules-new-year-in = New Year in { $count } { $count ->
    [one] card
   *[other] cards
}
modules-damaged-roads = 🚧 damaged roads: { $count } ({ $by })

## Turn message
modules-roll = Roll
modules-draw = Draw event card
modules-roll-of-two = { $base } ({ $n } of 2)
modules-rolls = { $name } rolls the dice.
modules-draws = { $name } draws an event card.
modules-rolls-first = { $name } rolls the dice (first of two).
modules-draws-first = { $name } draws an event card (first of two).
modules-rolls-second = { $name } rolls the dice again (second of two).
modules-draws-second = { $name } draws an event card again (second of two).
modules-owes-give-neighbor = gives a card to their neighbour
modules-owes-assist = helps a player with fewer points
modules-owes-damage-road = damages a road
modules-owes-take = takes a resource
modules-owes-steal = chooses whom to take a card from
modules-owes-place-neutral = places the free neutral piece
modules-owes-return = gives cards back
modules-owes-decide = decides
modules-waiting = { $event }waiting for { $who }.
modules-harbormaster-line = ⚓ Harbormaster: { $holder } · harbour points: { $points }
modules-harbormaster-holder = { $name } (+2 VP)
modules-harbormaster-nobody = nobody yet (3 harbour points take it)
modules-tokens-line = 🪙 Trade tokens: { $tokens }{ $leader } (supply { $supply }; a token action costs { $name } { $cost })
modules-tokens-leads = { " · " }{ $name } leads
modules-tokens-tied = { " · " }tied
modules-rolls-this-turn = 🎲 Rolls this turn: { $n } of 2
modules-first-roll = { " " }(first: { $n })
modules-button-place-neutral = Place neutral piece
modules-button-give-back = Give cards back
modules-button-choose-event = Choose (event card)
modules-button-choose = Choose

## Event sentences
modules-drew = { $name } drew { $card }
modules-new-year = { $name } drew 🎆 New Year: the event cards are reshuffled
modules-roll-repeated = A second { $number } does not count: drawn again
modules-waiting-for = Waiting for: { $who }
modules-gave-card = { $from } gave { $card } to { $to }
modules-gave-a-card = { $from } gave a card to { $to }
modules-took = { $name } took { $card } from the bank
modules-road-damaged = 🚧 { $name } damaged one of their roads
modules-road-repaired = { $name } repaired a damaged road
modules-road-repaired-free = { $name } repaired a damaged road with Road Building
modules-harbormaster-now = ⚓ { $name } is Harbormaster ({ $points } harbour points, +2 VP)
modules-neutral-road = { $name } built a road for { $neutral }
modules-neutral-settlement = { $name } built a settlement for { $neutral }
modules-tokens-gained = 🪙 { $name } gained { $count } trade { $count ->
    [one] token
   *[other] tokens
} (now { $held })
modules-tokens-spent = 🪙 { $name } spent { $count } trade { $count ->
    [one] token
   *[other] tokens
} (now { $held })
modules-forced-trade-cards = { $name } forced a trade: drew { $cards } from { $from }
modules-forced-trade-count = { $name } forced a trade: drew { $count } { $count ->
    [one] card
   *[other] cards
} from { $from }
modules-knight-discarded = { $name } discarded a played knight for trade tokens
modules-army-set-aside = Largest Army is set aside
modules-private-card = The card: **{ $card }** ({ $from } → { $to })
modules-private-drawn = The cards drawn from { $from }: **{ $cards }**

## Choices (the private prompt and /catan decide)
modules-opt-give = Give { $card } to { $name }
modules-opt-damage = Damage my road { $code }
modules-opt-repair = Repair my road { $code } ({ $how })
modules-repair-free = free, with Road Building
modules-repair-cost = 1 lumber + 1 brick
modules-opt-take = Take { $card } from the bank
modules-opt-steal = Take a random card from { $name } ({ $count } { $count ->
    [one] card
   *[other] cards
})
modules-opt-neutral-road = Road for { $neutral } on { $code }
modules-opt-neutral-settlement = Settlement for { $neutral } on { $code }
modules-tokens = { $count } { $count ->
    [one] token
   *[other] tokens
}
modules-opt-forced = Forced trade: draw cards from your opponent, then give as many back ({ $cost })
modules-opt-return = Give back { $cards }
modules-opt-desert = Move the robber to the desert ({ $cost })
modules-opt-knight = Discard one of your played knights (+2 trade tokens)
modules-not-a-choice = `{ $value }` is not a choice you can make now. Nothing changed.
modules-prompt-give-neighbor = Good Neighbors: give one card of your choice to { $name }.
modules-prompt-assist = Neighborly Assistance: give one card to a player with fewer points.
modules-prompt-damage = Earthquake: choose one of your roads to damage (labelled on the board). You must repair it before building new roads.
modules-prompt-take = Take one resource of your choice from the bank.
modules-prompt-steal = Choose a player to take a random card from.
modules-prompt-neutral-road = Place the free neutral road (either neutral colour; labelled on the board).
modules-prompt-neutral-settlement = Place the free neutral settlement (a road if no settlement fits; either neutral colour; labelled on the board).
modules-prompt-return = Forced trade: give { $count } { $count ->
    [one] card
   *[other] cards
} of your choice back.
modules-prompt-special = Special actions of this game's rules:
modules-your-hand = Your hand: { $hand }.
modules-choose = Choose
modules-nothing-to-choose = You have nothing to choose now.
modules-nothing-for-you = You have nothing to choose now: the prompt is for the players named in the turn message.
modules-nothing-chosen = Nothing was chosen.
# The victory target when a rule changes it: the total, then the steps of the ruleset's plan.
modules-target-steps = { $total } ({ $steps })
modules-target-config = { $vp } as set
modules-target-module = { $vp } for { $module }
modules-target-delta = { $delta } { $module }

# Older codes still accepted when a rule is typed (comma-separated; the same in both catalogs).
modules-aliases-catan-for-two = two_players

# What a rule adds to a chooser: modules-pick-note-<rule>-<settlement|road|city|robber>.
modules-pick-note-friendly-robber-robber = Friendly Robber: hexes where a player with only 2 points has a building are excluded, and such players cannot be robbed.
