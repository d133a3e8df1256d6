# Cities & Knights: every word the bot says about it (name, rules text, state, events,
# refusals, action labels). Same ids in both languages. The variant lands in slices and is not
# offered by the bot until it is whole.

modules-name-cities-and-knights = Cities & Knights
modules-cities-and-knights-track-trade = trade
modules-cities-and-knights-track-politics = politics
modules-cities-and-knights-track-science = science
modules-cities-and-knights-face-ship = the barbarian ship
modules-cities-and-knights-face-gate = the { $track } city gate
modules-cities-and-knights-ship-line = ⛵ Barbarians { $bar } { $steps } of { $of } steps to Catan
modules-cities-and-knights-levels-line = 🏛️ Improvements (trade/politics/science): { $levels }
modules-cities-and-knights-metropolis-line = 🏙️ The { $track } metropolis: { $name }
modules-cities-and-knights-event-die = 🎲 Event die: { $face }
modules-cities-and-knights-red-and-event-die = 🎲 Red die: { $red } · event die: { $face } (the event card comes next)
modules-cities-and-knights-barbarians-advanced = ⛵ The barbarians advance ({ $steps } of { $of })
modules-cities-and-knights-improved = 🏛️ { $name } built { $track } level { $level }
modules-cities-and-knights-metropolis-taken = 🏙️ { $name } takes the { $track } metropolis
modules-cities-and-knights-wall-built = 🧱 { $name } built a city wall
rule-ck-needs-city = city improvements need a city
rule-ck-top-level = this improvement is at its top level
rule-ck-no-city-for-metropolis = levels 4 and 5 need a city without a metropolis
rule-ck-metropolis-city-needed = this level wins the metropolis: name the city that takes it
rule-ck-bad-metropolis-city = no metropolis can go there
rule-ck-not-your-city = a wall goes on one of your cities without a wall
rule-ck-not-pillageable = choose one of your cities without a metropolis
rule-ck-rebuild-first = rebuild your pillaged city first
rule-ck-not-pillaged = this is not one of your pillaged cities
modules-cities-and-knights-attack-held = ⚔️ The barbarians attack (strength { $strength }): the knights ({ $defence }) hold Catan
modules-cities-and-knights-attack-lost = ⚔️ The barbarians attack (strength { $strength }): the knights ({ $defence }) lose
modules-cities-and-knights-defender = 🛡️ { $name } is the Defender of Catan (+1 VP)
modules-cities-and-knights-pillaged = 🔥 { $name } loses a city to the barbarians
modules-cities-and-knights-rebuilt = 🏗️ { $name } rebuilt a pillaged city
modules-cities-and-knights-retreat = ⛵ The barbarians sail back
modules-cities-and-knights-retreat-robber = ⛵ The barbarians sail back; from now on the robber moves on a 7
modules-cities-and-knights-owes-pillage = choosing the city the barbarians take
modules-cities-and-knights-prompt-pillage = The barbarians won: choose which of your cities they pillage (it becomes a settlement).
modules-cities-and-knights-button-pillage = Choose the pillaged city
action-cities_and_knights-choose_pillaged_city = Give up this city
action-cities_and_knights-rebuild_city = Rebuild the pillaged city
lookups-rules-cities-and-knights = **Cities & Knights**: 13 VP. Set-up: a settlement, then a city (one card from each of its hexes). The white and red dice and the event die are rolled together; the event die resolves first (a ship moves the barbarians; a gate gives progress cards), then production. A city on forest, pasture or mountains gives 1 resource + 1 paper, cloth or coin; hills and fields 2 resources. Commodities build city improvements (trade with cloth, politics with coin, science with paper; level n costs n); level 3 gives the Trading House (commodities 2:1), the Fortress (mighty knights) or the Aqueduct (a resource of your choice when a roll gives you nothing); the first to level 4 takes the metropolis (+2 VP). City walls (2 brick, at most 3) raise the hand limit by 2. On the board image: the ship track at the left edge, knights with their level (filled with a gold ring when active, pale when not), walls under cities, a crown on metropolises, levels on the player cards. Knights (wool + ore) stand on intersections your roads reach; promote them (wool + ore; mighty needs politics level 3), activate them (grain); an active knight moves along your roads, displaces a weaker knight or chases the robber. Every 7th ship face the barbarians attack: the active knights' strength against the number of cities; if Catan holds, the sole strongest defender gets 1 VP; if not, the weakest lose a city (metropolises are safe). Then every knight is inactive. No development cards, no Largest Army; the robber waits for the first barbarian attack.
action-cities_and_knights-improve_trade = Improve trade (cloth)
action-cities_and_knights-improve_politics = Improve politics (coin)
action-cities_and_knights-improve_science = Improve science (paper)
action-cities_and_knights-improve_trade_metropolis = Improve trade and take the metropolis
action-cities_and_knights-improve_politics_metropolis = Improve politics and take the metropolis
action-cities_and_knights-improve_science_metropolis = Improve science and take the metropolis
action-cities_and_knights-build_wall = Build a city wall

# Its pieces on the board image.
piece-metropolis = metropolis
piece-wall = city wall

# Knights.
piece-cities-and-knights-knight = knight
action-cities_and_knights-build_knight = Build a knight (wool + ore)
action-cities_and_knights-promote_knight = Promote a knight (wool + ore)
action-cities_and_knights-activate_knight = Activate a knight (grain)
action-cities_and_knights-move_knight = Move a knight
action-cities_and_knights-chase_robber = Chase the robber with a knight
action-cities_and_knights-retreat_knight = Retreat your knight here
rule-ck-knight-spot = a knight goes on a free intersection one of your roads reaches
rule-ck-not-your-knight = no knight of yours stands there
rule-ck-knight-top-level = this knight is mighty already
rule-ck-fortress-needed = mighty knights need the Fortress (politics level 3)
rule-ck-promoted-this-turn = this knight was promoted this turn
rule-ck-knight-active = this knight is active already
rule-ck-knight-inactive = this knight is not active
rule-ck-just-activated = a knight activated this turn cannot act until your next turn
rule-ck-knight-unreachable = the knight cannot go there
rule-ck-robber-locked = the robber stays put until the first barbarian attack
rule-ck-robber-not-adjacent = the robber is not beside this knight
rule-ck-not-a-retreat = your knight cannot retreat there
modules-cities-and-knights-knights-line = ⚔️ Knights (active/all, strength): { $knights }
modules-cities-and-knights-knight-built = ⚔️ { $name } built a knight
modules-cities-and-knights-knight-promoted = ⚔️ { $name } promoted a knight to level { $level }
modules-cities-and-knights-knight-activated = ⚔️ { $name } activated a knight
modules-cities-and-knights-knight-moved = ⚔️ { $name } moved a knight
modules-cities-and-knights-knight-displaced = ⚔️ { $by } displaced a knight of { $name }
modules-cities-and-knights-knight-retreated = ⚔️ { $name }'s displaced knight retreated
modules-cities-and-knights-knight-removed = ⚔️ { $name }'s displaced knight had nowhere to go and left the board
modules-cities-and-knights-robber-chased = ⚔️ { $name }'s knight chased the robber away
modules-cities-and-knights-knights-deactivated = ⚔️ After the battle every knight is inactive
modules-cities-and-knights-owes-retreat = choosing where a displaced knight retreats
modules-cities-and-knights-prompt-retreat = Your knight was displaced: choose where it retreats along your roads.
modules-cities-and-knights-button-retreat = Choose where your knight retreats

# The Aqueduct (science level 3).
action-cities_and_knights-choose_aqueduct_resource = Take this resource (Aqueduct)
modules-cities-and-knights-aqueduct = 🏛️ { $name } got nothing from the roll and takes { $resource } (Aqueduct)
modules-cities-and-knights-owes-aqueduct = choosing a resource (Aqueduct)
modules-cities-and-knights-prompt-aqueduct = The roll gave you nothing: your Aqueduct gives you a resource of your choice.
modules-cities-and-knights-button-aqueduct = Choose a resource (Aqueduct)

# Progress cards (slice 7; the engine's words only: the presentation comes with slice 10).
action-cities_and_knights-choose_progress_card = Take a progress card of this colour
action-cities_and_knights-discard_progress_card = Put this progress card under its deck
action-cities_and_knights-play_progress_card = Play a progress card
modules-cities-and-knights-progress-drawn = 🃏 { $name } drew a { $track } progress card
modules-cities-and-knights-progress-discarded = 🃏 { $name } put a { $track } progress card under its deck
modules-cities-and-knights-progress-played = 🃏 { $name } played a progress card ({ $card })
modules-cities-and-knights-progress-goods = 🃏 { $name } received { $count } cards
modules-cities-and-knights-merchant-placed = 🃏 { $name } placed the merchant
modules-cities-and-knights-owes-progress-colour = choosing the colour of a progress card
modules-cities-and-knights-owes-progress-discard = putting a progress card back (more than 4)
rule-ck-deck-empty = that progress deck is empty
rule-ck-no-such-progress-card = you hold no such progress card
rule-ck-card-not-playable = this progress card cannot be played yet
rule-ck-bad-progress-choice = this progress card needs another choice
rule-ck-progress-useless = this progress card would do nothing now
action-cities_and_knights-give_wedding_gift = Give these cards (Wedding)
modules-cities-and-knights-owes-wedding = giving 2 cards (Wedding)
modules-cities-and-knights-road-removed = 🃏 { $by } removed a road of { $name } (Diplomat)
# The six cards with choices after the play (Spy, Master Merchant, Deserter, Commercial Harbor,
# Saboteur) and the Inventor's swapped numbers (the core's tile_changed).
action-cities_and_knights-take_spied_card = Take this progress card (Spy)
action-cities_and_knights-take_merchant_cards = Take these cards (Master Merchant)
action-cities_and_knights-remove_deserter_knight = Remove this knight (Deserter)
action-cities_and_knights-place_deserter_knight = Place your knight here (Deserter)
action-cities_and_knights-decline_deserter_knight = Place no knight (Deserter)
action-cities_and_knights-offer_harbor_resource = Give this resource (Commercial Harbor)
action-cities_and_knights-give_harbor_commodity = Give this commodity back (Commercial Harbor)
action-cities_and_knights-discard_for_saboteur = Discard these cards (Saboteur)
modules-cities-and-knights-progress-taken = 🃏 { $name } took a progress card from { $from } (Spy)
modules-cities-and-knights-knight-deserted = ⚔️ A level { $level } knight of { $name } deserted ({ $by }'s Deserter)
modules-cities-and-knights-deserter-placed = ⚔️ { $name } placed a level { $level } knight (Deserter)
modules-cities-and-knights-harbor-no-commodity = 🃏 { $name } holds no commodity: no trade with { $by } (Commercial Harbor)
modules-cities-and-knights-owes-spy = choosing a progress card to take (Spy)
modules-cities-and-knights-owes-master-merchant = choosing 2 cards to take (Master Merchant)
modules-cities-and-knights-owes-deserter = choosing which knight deserts (Deserter)
modules-cities-and-knights-owes-deserter-place = choosing where to place a knight (Deserter)
modules-cities-and-knights-owes-harbor-resource = choosing a resource to give (Commercial Harbor)
modules-cities-and-knights-owes-harbor-commodity = choosing a commodity to give back (Commercial Harbor)
modules-cities-and-knights-owes-saboteur = discarding half their cards (Saboteur)
rule-ck-not-more-points = name a player with more points than you
rule-ck-number-fixed = this number token cannot be moved (2, 12, 6 and 8 stay)

# Counters on the legend cards (levels; commodity cards on the owner's own card only).
piece-cities-and-knights-trade-level = trade
piece-cities-and-knights-politics-level = politics
piece-cities-and-knights-science-level = science
piece-cities-and-knights-commodities = { $n ->
    [one] commodity
   *[other] commodities
}

# The turn embed's dice and the battle report (a message of its own).
modules-cities-and-knights-dice-line = 🎲 White die { $white } · red die { $red } · event die: { $face }
modules-cities-and-knights-dice-red-only = 🎲 Red die { $red } · event die: { $face } (the event card gives the number)
modules-cities-and-knights-report = **⚔️ Barbarian attack report**
modules-cities-and-knights-report-forces = Barbarians' strength { $strength } (the cities on the board) against the knights' { $defence }: { $each }
modules-cities-and-knights-report-held = 🛡️ Catan holds: the barbarians are driven back.
modules-cities-and-knights-report-lost = 🔥 The barbarians win: the weakest defenders each lose a city (metropolises are safe).
modules-cities-and-knights-report-nothing-pillaged = No city is pillaged yet: the weakest defenders who own several cities choose which one (unless none of them has a city to lose).
