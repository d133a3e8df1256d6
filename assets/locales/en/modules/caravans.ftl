# The Caravans: every word the bot says about it (name, rules text, state, events, choices,
# refusals, action labels). Same ids in both languages.

modules-name-caravans = The Caravans
lookups-rules-caravans = **The Caravans** (scenario): the oasis replaces the desert in the centre, and the robber waits beside the board until the first 7 (or knight). After every settlement built or city upgraded (not in setup), one camel is placed by a vote: from the builder clockwise, each player once may show any number of wool and grain for one legal camel spot (a caravan's first camel on an oasis arrow's path, then only from its head, no branching). Most cards shown wins; a tie goes to the spot of the player who showed the most cards for a tied spot, else the current player chooses. Shown cards go to the bank. A road under a camel counts 2 for Longest Road; each settlement or city between two camels is worth 1 more VP. 12 VP wins.
modules-caravans-line = 🐪 Caravans: { $caravans } camels · { $left } left in the supply · between camels: { $bonus }
modules-caravans-vote-line = 🗳️ Camel vote ({ $builder } built): { $tally }{ $next }
modules-caravans-spot-votes = { $code }: { $votes }
modules-caravans-vote-next = { " · " }{ $name } votes next
modules-caravans-vote-tie = { " · " }tied: the current player chooses
modules-caravans-vote-opened = 🐪 { $name } built: camel vote on { $count } { $count ->
    [one] spot
   *[other] spots
}, from { $name } clockwise
modules-caravans-voted = 🗳️ { $name } showed { $cards } for { $code }
modules-caravans-passed = 🗳️ { $name } showed no cards
modules-caravans-tied = 🗳️ { $count } spots tied with { $votes } { $votes ->
    [one] vote
   *[other] votes
}: the current player chooses
modules-caravans-placed = 🐪 A camel joins caravan { $caravan } on { $code } ({ $how }; { $left } left)
modules-caravans-by-votes = { $votes } { $votes ->
    [one] vote
   *[other] votes
}
modules-caravans-by-biggest = tie decided by { $name }, who showed the most cards
modules-caravans-by-current = tie decided by { $name }
modules-caravans-no-spot = 🐪 No camel can be placed: every caravan is blocked
modules-caravans-owes-vote = votes on the camel
modules-caravans-owes-choose = decides the tied camel vote
modules-caravans-prompt-vote = Camel vote: show wool and grain for one spot (labelled on the board), or show nothing. The cards go to the bank.
modules-caravans-prompt-choose = The camel vote is tied: choose where the camel goes.
modules-caravans-button-vote = Camel vote
modules-caravans-button-choose = Place the camel
modules-caravans-waiting = Camel vote:{ " " }
modules-caravans-opt-vote = Show { $cards } for { $code }
modules-caravans-opt-pass = Show no cards
modules-caravans-opt-choose = Camel on { $code }
modules-aliases-caravans = caravan
rule-not-a-camel-spot = a camel cannot go there now
rule-no-cards-shown = show at least one wool or grain, or pass
rule-not-a-tied-spot = that spot is not one of the tied spots
action-caravans-camel_vote = Vote on the camel
action-caravans-camel_pass = Show no cards
action-caravans-choose_camel_spot = Place the camel

# Its pieces, counters and marks on the board image.
piece-caravans-camel = camel
piece-caravans-bonus = { $n ->
    [one] VP between camels
   *[other] VP between camels
}
