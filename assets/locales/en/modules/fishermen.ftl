# The Fishermen of Catan: every word the bot says about it (name, rules text, state, events,
# choices, refusals, action labels). Same ids in both languages.

modules-name-fishermen = The Fishermen of Catan
lookups-rules-fishermen = **The Fishermen of Catan** (scenario): the lake replaces the desert (numbers 2, 3, 11, 12) and six fishing grounds lie on the coast (4, 5, 6, 8, 9, 10). When one's number is rolled, each settlement next to it draws 1 face-down fish token (1 to 3 fish), a city 2; hold at most 7. On your turn spend fish, no change given: 2 the robber leaves the board, 3 steal a resource, 4 take a resource from the bank, 5 build a free road, 7 take a development card. Fish are not cards (never robbed, traded or counted on a 7). The robber starts off the board and comes on with the first 7. Whoever draws the old boot shows it and needs 1 more VP to win; they may pass it on their turn to a player with as many VP or more.
modules-fish-line = 🐟 Fish tokens: { $tokens } · stack { $stack }
modules-fish-boot-line = 👢 Old boot: { $name } (needs { $target } VP)
modules-fish-drawn = 🐟 { $name } drew { $count } fish { $count ->
    [one] token
   *[other] tokens
}
modules-fish-boot-drawn = 👢 { $name } drew the old boot: they need 1 more VP to win
modules-fish-reshuffled = 🐟 The stack ran out: { $count } spent tokens were shuffled into a new stack
modules-fish-spent = 🐟 { $name } spent { $fish } fish ({ $tokens }) to { $on }
modules-fish-robber-removed = { $name } took the robber off the board (it comes back on the next 7)
modules-fish-resource-taken = { $name } took { $resource } from the bank for fish
modules-fish-boot-passed = 👢 { $from } passed the old boot to { $to }
modules-fish-limit = 🐟 { $name } holds 7 fish tokens: { $missed } not drawn
modules-fish-private-drawn = Your new fish tokens: **{ $tokens }**
modules-fish-hand = **Fish**: { $fish } ({ $tokens })
modules-fish-hand-none = **Fish**: none
modules-fish-use-robber = take the robber off the board
modules-fish-use-steal = steal a resource
modules-fish-use-resource = take a resource
modules-fish-use-road = build a free road
modules-fish-use-dev-card = take a development card
modules-fish-opt-robber = Take the robber off the board (2 fish)
modules-fish-opt-steal = Steal a resource from { $name } (3 fish)
modules-fish-opt-resource = Take { $resource } from the bank (4 fish)
modules-fish-opt-road = Free road on { $code } (5 fish)
modules-fish-opt-dev-card = Take a development card (7 fish)
modules-fish-opt-boot = Pass the old boot to { $name }
rule-not-enough-fish = you need { $needed } fish
rule-bad-fish-payment = pay with fish tokens you hold, none more than needed (no change is given)
rule-robber-not-on-board = the robber is not on the board
rule-fish-bank-has-none = the bank has none of that resource
rule-no-boot = you do not hold the old boot
rule-boot-receiver-behind = the old boot may go only to another player with at least as many VP
action-fishermen-fish_remove_robber = Robber off the board (2 fish)
action-fishermen-fish_steal = Steal a resource (3 fish)
action-fishermen-fish_take_resource = Resource from the bank (4 fish)
action-fishermen-fish_road = Free road (5 fish)
action-fishermen-fish_dev_card = Development card (7 fish)
action-fishermen-pass_boot = Pass the old boot

# Its pieces, counters and marks on the board image.
piece-fishermen-tokens = { $n ->
    [one] fish token
   *[other] fish tokens
}
piece-fishermen-fish = { $n ->
    [one] fish
   *[other] fish
}
piece-fishermen-boot = Old boot (+1 VP to win)
piece-fishermen-boot-short = Boot
