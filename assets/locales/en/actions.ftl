# What each action is called on buttons, in menus and in autocomplete: `action-` and the
# engine's label for it (kaitaku_engine::describe). A module's actions start with its name.

action-roll = Roll the dice
action-build_road = Build a road
action-build_settlement = Build a settlement
action-build_city = Build a city
action-buy_dev_card = Buy a development card
action-play_knight = Play a knight
action-play_road_building = Play Road Building
action-play_year_of_plenty = Play Year of Plenty
action-play_monopoly = Play Monopoly
action-move_robber = Move the robber
action-discard = Discard cards
action-bank_trade = Trade with the bank
action-offer_trade = Offer a trade
action-accept_trade = Accept the offer
action-decline_trade = Decline the offer
action-counter_trade = Make a counter-offer
action-confirm_trade = Trade with this player
action-cancel_trade = Withdraw the offer
action-end_turn = End the turn
action-end_locked_game = End the locked game
action-buy_with_gold = Buy a resource with gold

action-choose_gold_field = Choose resources from a gold field

# The parts of a menu option built from an action's description (bot::menus::words).
menus-part-from = from { $code }
menus-part-gives = give { $cards }
menus-part-gets = take { $cards }
# The grouped menus of a turn with more actions than fit as buttons (bot::menus::layout).
menus-group-build = Build ▾
menus-group-move = Move ▾
menus-group-cards = Cards ▾
menus-group-trade = Trade ▾
menus-group-decide = Choose ▾
menus-group-turn = Turn ▾
# The first step of a "which piece, then where" chooser.
menus-which-piece = Which piece? ({ $what })
menus-which-kind = What to do?
