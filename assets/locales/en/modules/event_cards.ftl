# Catan Event Cards: every word the bot says about it (name, rules text, state, events, choices,
# refusals, action labels). Same ids in both languages.

modules-name-event-cards = Catan Event Cards
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
modules-owes-give-neighbor = gives a card to their neighbour
modules-owes-assist = helps a player with fewer points
modules-owes-damage-road = damages a road
modules-owes-take = takes a resource
modules-owes-steal = chooses whom to take a card from
modules-button-choose-event = Choose (event card)
modules-drew = { $name } drew { $card }
modules-new-year = { $name } drew 🎆 New Year: the event cards are reshuffled
modules-took = { $name } took { $card } from the bank
modules-road-damaged = 🚧 { $name } damaged one of their roads
modules-road-repaired = { $name } repaired a damaged road
modules-road-repaired-free = { $name } repaired a damaged road with Road Building
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
modules-prompt-give-neighbor = Good Neighbors: give one card of your choice to { $name }.
modules-prompt-assist = Neighborly Assistance: give one card to a player with fewer points.
modules-prompt-damage = Earthquake: choose one of your roads to damage (labelled on the board). You must repair it before building new roads.
modules-prompt-take = Take one resource of your choice from the bank.
modules-prompt-steal = Choose a player to take a random card from.
rule-road-needs-repair = repair your damaged road before building roads
rule-damaged-road-end = no settlement may be built at the end of a damaged road
rule-not-your-road = that is not one of your undamaged roads
rule-not-damaged = that is not one of your damaged roads
rule-invalid-recipient = that player cannot receive it
lookups-rules-event-cards = **Event cards**: instead of rolling, draw a card from a 36-card deck (one per dice result, with events such as Plentiful Year, Earthquake or Good Neighbors); the New Year card reshuffles the deck.
action-event_cards-give_neighbor_card = Give a card to your left neighbour
action-event_cards-assist_player = Give a card to a player with fewer points
action-event_cards-damage_road = Damage one of your roads
action-event_cards-repair_road = Repair a damaged road
action-event_cards-take_resource = Take a resource from the bank
action-event_cards-steal_from = Take a card from a player

# Its pieces, counters and marks on the board image.
piece-event-cards-damaged-road = damaged road
piece-event-cards-card = Event card
piece-event-cards-card-none = No event
piece-event-cards-card-robber-attacks = Robber Attacks!
piece-event-cards-card-epidemic = Epidemic
piece-event-cards-card-earthquake = Earthquake
piece-event-cards-card-good-neighbors = Good Neighbors
piece-event-cards-card-tournament = Tournament
piece-event-cards-card-trade-advantage = Trade Advantage
piece-event-cards-card-calm-sea = Calm Sea
piece-event-cards-card-robber-flees = Robber Flees
piece-event-cards-card-neighborly-assistance = Neighborly Assistance
piece-event-cards-card-conflict = Conflict
piece-event-cards-card-plentiful-year = Plentiful Year
