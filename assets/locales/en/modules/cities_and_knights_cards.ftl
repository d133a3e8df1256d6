# Cities & Knights: progress cards in the bot (the hand, the chooser, the cards' names).
ck-progress-button = Progress cards
ck-progress-hand = 📜 Your progress cards: { $cards }
ck-progress-no-cards = 📜 You hold no progress cards.
ck-progress-none-playable = None of them can be played now (before the roll, only the Alchemist).
ck-progress-choose-card = Choose the card to play:
ck-progress-playing = Playing { $card }.
ck-progress-choose-resource = Choose the resource or commodity:
ck-progress-choose-commodity = Choose the commodity:
ck-progress-choose-seat = Choose the player:
ck-progress-choose-vertex = Choose the intersection (labelled on the board):
ck-progress-choose-second = Choose the second knight (labelled on the board):
ck-progress-choose-hex = Choose the hex (labelled on the board):
ck-progress-choose-second-hex = Choose the second hex (labelled on the board):
ck-progress-choose-edge = Choose the road (labelled on the board):
ck-progress-choose-dice = Choose the dice (white, red):
ck-progress-choose-other = Choose:
ck-progress-nothing-more = nothing more
ck-progress-dice = white { $white } · red { $red }
ck-progress-play-option = Play a progress card: { $choice }
ck-progress-card-of = { $card } ({ $track })
ck-progress-you-drew = 📜 You drew the { $card }.
ck-progress-you-discarded = 📜 You put the { $card } under its deck.
ck-progress-you-took = 📜 You took the { $card } (Spy).
ck-progress-card-alchemist = Alchemist
ck-progress-card-crane = Crane
ck-progress-card-engineer = Engineer
ck-progress-card-inventor = Inventor
ck-progress-card-irrigation = Irrigation
ck-progress-card-medicine = Medicine
ck-progress-card-mining = Mining
ck-progress-card-printer = Printer
ck-progress-card-road-building = Road Building
ck-progress-card-smith = Smith
ck-progress-card-commercial-harbor = Commercial Harbor
ck-progress-card-master-merchant = Master Merchant
ck-progress-card-merchant = Merchant
ck-progress-card-merchant-fleet = Merchant Fleet
ck-progress-card-resource-monopoly = Resource Monopoly
ck-progress-card-trade-monopoly = Trade Monopoly
ck-progress-card-bishop = Bishop
ck-progress-card-constitution = Constitution
ck-progress-card-deserter = Deserter
ck-progress-card-diplomat = Diplomat
ck-progress-card-intrigue = Intrigue
ck-progress-card-saboteur = Saboteur
ck-progress-card-spy = Spy
ck-progress-card-warlord = Warlord
ck-progress-card-wedding = Wedding

# The board image: each seat's progress cards (a legend counter).
piece-cities-and-knights-progress-cards = { $n ->
    [one] progress
   *[other] progress
}

# /catan rules: the progress cards (the paragraph after the expansion's own).
lookups-rules-cities-and-knights-more = **Progress cards**: three decks of 18, trade (yellow), politics (blue) and science (green). When the event die shows a city gate, every player whose improvement level in that colour admits the red die (level L: red die L + 1 or less) draws a card of that colour. They are kept secret, apart from the hand, at most 4: a 5th received on another's turn goes under its deck at once; on your own turn you keep it to play and come down to 4 when the turn ends. Victory point cards (Printer, Constitution) are shown at once and score. Play any number in your turn after the roll (a card drawn this turn too); before the roll only the Alchemist. The turn message's Progress cards button shows your hand privately and the cards that play now, then asks each choice the card needs; `/catan decide` does the same by typing. On the board image: each player's progress cards on their card, the decks' sizes under the ship track, the merchant (a pawn with a gold coin: its owner trades that hex's resource 2:1 and holds 1 VP), a red badge with a cross on a pillaged city, and in the top strip the red die red and the event die's face (the ship, or a gate in its colour).

# The turn embed: progress cards held (public counts) and the decks' sizes.
ck-progress-state = 📜 Progress cards: { $held } · decks: trade { $trade }, politics { $politics }, science { $science }
