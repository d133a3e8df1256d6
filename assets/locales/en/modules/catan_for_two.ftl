# Catan for Two: every word the bot says about it (name, rules text, state, events, choices,
# refusals, action labels). Same ids in both languages.

modules-name-catan-for-two = Catan for Two
modules-owes-place-neutral = places the free neutral piece
modules-owes-return = gives cards back
modules-tokens-line = 🪙 Trade tokens: { $tokens }{ $leader } (supply { $supply }; a token action costs { $name } { $cost })
modules-tokens-leads = { " · " }{ $name } leads
modules-tokens-tied = { " · " }tied
modules-rolls-this-turn = 🎲 Rolls this turn: { $n } of 2
modules-first-roll = { " " }(first: { $n })
modules-button-place-neutral = Place neutral piece
modules-button-give-back = Give cards back
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
modules-private-drawn = The cards drawn from { $from }: **{ $cards }**
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
modules-prompt-neutral-road = Place the free neutral road (either neutral colour; labelled on the board).
modules-prompt-neutral-settlement = Place the free neutral settlement (a road if no settlement fits; either neutral colour; labelled on the board).
modules-prompt-return = Forced trade: give { $count } { $count ->
    [one] card
   *[other] cards
} of your choice back.
modules-aliases-catan-for-two = two_players
rule-tokens-already-used = you have already used trade tokens this turn
rule-not-enough-tokens = you need { $needed } trade { $needed ->
    [one] token
   *[other] tokens
}
rule-no-knight-to-discard = you cannot discard a knight now
lookups-rules-catan-for-two = **Catan for two**: two neutral colours build a free road or settlement whenever you build one; you roll twice each turn (different results); trade tokens pay for a forced trade of 2 cards with the opponent or for sending the robber to the desert.
action-catan_for_two-build_neutral_road = Build a neutral road
action-catan_for_two-build_neutral_settlement = Build a neutral settlement
action-catan_for_two-forced_trade = Forced trade (trade tokens)
action-catan_for_two-return_cards = Give cards back
action-catan_for_two-robber_to_desert = Robber to the desert (trade tokens)
action-catan_for_two-discard_knight = Discard a knight for trade tokens

# Its pieces, counters and marks on the board image.
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
