# Barbarian Attack: every word the bot says about it (name, rules text, choices, refusals,
# action labels, pieces). Same ids in both languages.

modules-name-barbarian-attack = Barbarian Attack
lookups-rules-barbarian-attack = **Barbarian Attack** (scenario): the castle and the desert lie in opposite corners; the numbers are printed on the board. Set-up: a settlement, then a city (one card from each of its hexes). No robber, no Largest Army, no base development cards: the scenario's 26 cards (14 Knighthood: a knight on a free castle path; 4 Strong Knight: a knight on any free path; 4 Treason: 2 gold and move 2 barbarians between coast hexes; 4 Intrigue: take a barbarian prisoner) are resolved when bought. After every settlement or city the current player rolls until three different numbers other than 7 come up: a barbarian lands on the coast hex of each (none where 3 stand). 3 barbarians conquer a hex: no production, no roads or settlements on it, buildings only on conquered hexes score nothing and lose their harbour. After building, each knight may move up to 3 paths (5 for 1 grain); knights on the castle must leave it. At the end of every turn, each coast hex whose knights outnumber its barbarians is freed: the barbarians become prisoners (2 prisoners = 1 VP), shared among the knights' owners; then the colour die takes the knights in its directions (3 gold each). A 7: discards, then the roller takes a card from any player. 2 gold buys a resource, twice a turn. 12 VP wins. With Catan for Two (2 players): after the first knight a neutral knight goes on the castle; each player moves their own knights, then the neutral one; it is never lost, and counts 3 in a roll-off for prisoners. Trade tokens move a barbarian between coast hexes (1 token, 2 when ahead); a lost knight pays 2 gold and 1 token. With The Rivers of Catan (scenario `rivers + barbarian_attack`): the long river flows from the castle to the opposite corner, the short one along the east coast; the swamps take no barbarians; the 12 hex carries the 2 as well and starts with two barbarians; no bridge on a conquered hex's paths; the city placed in set-up earns no river gold.
modules-aliases-barbarian-attack = barbarians
action-barbarian_attack-place_knight = Place the knight
action-barbarian_attack-move_barbarian = Move a barbarian
action-barbarian_attack-move_barbarian-supply = Move a barbarian from the supply
action-barbarian_attack-capture_barbarian = Take a barbarian prisoner
action-barbarian_attack-move_knight = Move a knight
action-barbarian_attack-raid_player = Take a card from a player
rule-not-a-knight-spot = a knight cannot be put there
rule-not-a-barbarian-move = that barbarian move is not allowed
rule-no-barbarian-there = no barbarian stands there
rule-no-knight-to-move = no knight of yours that may still move stands there
rule-knight-cannot-reach = the knight cannot move there
rule-castle-knight-must-move = a knight on the castle must leave it first
rule-grain-not-needed = that move needs no grain
rule-conquered-path = no road can be built beside a conquered hex
rule-conquered-corner = no settlement can be built on a conquered hex

# Its pieces and counters on the board image.
piece-barbarian-attack-knight = knight
piece-barbarian-attack-barbarians = { $n ->
    [one] barbarian
   *[other] barbarians
}
piece-barbarian-attack-prisoners = { $n ->
    [one] prisoner
   *[other] prisoners
}
piece-barbarian-attack-knights-left = { $n ->
    [one] knight left
   *[other] knights left
}

# The turn embed, the log and the decisions.
modules-barbarian-attack-line = ⚔️ Barbarians: { $hexes } · conquered: { $conquered } · supply { $supply } · prisoners: { $prisoners } · knights left: { $knights } · cards { $deck }
modules-barbarian-attack-set-up = ⚔️ A barbarian stands on { $hexes }
modules-barbarian-attack-landed = ⛵ { $name } rolled { $sum }: a barbarian lands on { $hex } ({ $count } there)
modules-barbarian-attack-landing-full = ⛵ { $name } rolled { $sum }: { $hex } already holds 3, none lands
modules-barbarian-attack-landing-again = ⛵ { $name } rolled { $sum }: rolled again
modules-barbarian-attack-landing-none = ⛵ { $name } rolled { $sum }: no coast hex has that number
modules-barbarian-attack-supply-empty = ⛵ No barbarian is left to land
modules-barbarian-attack-conquered = 🏴 { $hex } is conquered: its number is turned over
modules-barbarian-attack-recaptured = 🏳️ { $hex } is won back
modules-barbarian-attack-card = 🃏 { $name } turned over { $card }
modules-barbarian-attack-reshuffled = 🔀 The discard pile was reshuffled.
modules-barbarian-attack-card-knighthood = Knighthood
modules-barbarian-attack-card-strong-knight = Strong Knight
modules-barbarian-attack-card-treason = Treason
modules-barbarian-attack-card-intrigue = Intrigue
modules-barbarian-attack-no-effect = 🃏 { $card } has nothing to do and is discarded
modules-barbarian-attack-redrawn = 🃏 No barbarian on the coast: { $name } draws again
modules-barbarian-attack-knight-placed = 🛡️ { $name } puts a knight on { $code }
modules-barbarian-attack-supply = the supply
modules-barbarian-attack-moved = ⚔️ { $name } moves a barbarian from { $from } to { $to }
modules-barbarian-attack-captured = ⛓️ { $name } takes a barbarian prisoner from { $hex }
modules-barbarian-attack-gold-treason = 💰 { $name } takes { $gold } gold (Treason)
modules-barbarian-attack-gold-no-prisoner = 💰 { $name } takes { $gold } gold (no prisoner)
modules-barbarian-attack-gold-knight-lost = 💰 { $name } takes { $gold } gold for the lost knight
modules-barbarian-attack-knight-moved = 🛡️ { $name } moves a knight { $from } → { $to } ({ $steps } paths)
modules-barbarian-attack-knight-moved-grain = 🛡️ { $name } moves a knight { $from } → { $to } ({ $steps } paths, 1 grain)
modules-barbarian-attack-battle-lost = ⚔️ { $hex }: { $knights } knights do not outnumber { $barbarians } barbarians
modules-barbarian-attack-battle-won = ⚔️ { $hex }: the knights ({ $knights }) drive off { $barbarians } barbarians
modules-barbarian-attack-capture-roll = 🎲 { $name } rolls { $sum } for a prisoner
modules-barbarian-attack-prisoners = ⛓️ { $name } takes { $count } prisoners ({ $total } in all)
modules-barbarian-attack-colour = 🎲 { $name } rolls the colour die: { $colour }
modules-barbarian-attack-green = green
modules-barbarian-attack-purple = purple
modules-barbarian-attack-brown = brown
modules-barbarian-attack-knight-lost = 💀 { $name } loses the knight on { $code }
modules-barbarian-attack-owes-knight = places a knight
modules-barbarian-attack-owes-move = moves barbarians (Treason)
modules-barbarian-attack-owes-capture = takes a barbarian prisoner (Intrigue)
modules-barbarian-attack-owes-raid = chooses whom to take a card from
modules-barbarian-attack-prompt-knight = Place the card's knight on a free path (labelled on the board).
modules-barbarian-attack-prompt-move = Treason: move a barbarian from one coast hex to another.
modules-barbarian-attack-prompt-capture = Intrigue: take a barbarian prisoner from a coast hex.
modules-barbarian-attack-prompt-raid = A 7: choose a player to take a card from.
modules-barbarian-attack-button-knight = Place the knight
modules-barbarian-attack-button-move = Choose a barbarian to move
modules-barbarian-attack-button-capture = Choose a prisoner
modules-barbarian-attack-button-raid = Choose whom to rob
modules-barbarian-attack-report = ⚔️ **Battle report** (end of the turn)
modules-barbarian-attack-step = { $who } moves knights: each up to 3 paths (up to 5 for 1 grain), one at a time; knights on the castle must leave it.
modules-barbarian-attack-done-moving = Done moving
modules-barbarian-attack-landings = ⛵ **Barbarians land** (after the build)

# With Catan for Two (seed 000 §7(4)).
action-barbarian_attack-move_barbarian_for_tokens = Move a barbarian for trade tokens
rule-tokens-needed = you need { $needed } trade { $needed ->
    [one] token
   *[other] tokens
} this turn to move a barbarian
modules-barbarian-attack-for-tokens = (for { $tokens } trade { $tokens ->
    [one] token
   *[other] tokens
})
modules-barbarian-attack-neutral-knight-placed = 🛡️ { $name } puts the neutral knight ({ $neutral }) on { $code }
modules-barbarian-attack-capture-fixed = 🎲 { $name } does not roll: 3 for a prisoner
modules-barbarian-attack-neutral-knight-moved = 🛡️ { $name } moves the neutral knight { $from } → { $to } ({ $steps } paths)
modules-barbarian-attack-neutral-knight-moved-grain = 🛡️ { $name } moves the neutral knight { $from } → { $to } ({ $steps } paths, 1 grain)
modules-barbarian-attack-owes-neutral-knight = places the neutral knight
modules-barbarian-attack-prompt-neutral-knight = The first knight is out: put the neutral knight on a free castle path (labelled on the board).
modules-barbarian-attack-button-neutral-knight = Place the neutral knight
