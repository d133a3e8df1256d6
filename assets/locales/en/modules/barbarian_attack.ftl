# Barbarian Attack: every word the bot says about it (name, rules text, choices, refusals,
# action labels, pieces). Same ids in both languages.

modules-name-barbarian-attack = Barbarian Attack
lookups-rules-barbarian-attack = **Barbarian Attack** (scenario): the castle and the desert lie in opposite corners; the numbers are printed on the board. Set-up: a settlement, then a city (one card from each of its hexes). No robber, no Largest Army, no base development cards: the scenario's 26 cards (14 Knighthood: a knight on a free castle path; 4 Strong Knight: a knight on any free path; 4 Treason: 2 gold and move 2 barbarians between coast hexes; 4 Intrigue: take a barbarian prisoner) are resolved when bought. After every settlement or city the current player rolls until three different numbers other than 7 come up: a barbarian lands on the coast hex of each (none where 3 stand). 3 barbarians conquer a hex: no production, no roads or settlements on it, buildings only on conquered hexes score nothing and lose their harbour. After building, each knight may move up to 3 paths (5 for 1 grain); knights on the castle must leave it. At the end of every turn, each coast hex whose knights outnumber its barbarians is freed: the barbarians become prisoners (2 prisoners = 1 VP), shared among the knights' owners; then the colour die takes the knights in its directions (3 gold each). A 7: discards, then the roller takes a card from any player. 2 gold buys a resource, twice a turn. 12 VP wins.
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
