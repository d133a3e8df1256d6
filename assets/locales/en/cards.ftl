# cards: English messages (cards). Same ids in both languages.

## Development cards.
play-label = { $card }: { $what }
cards-none = You hold no development cards.
cards-yours = **Your development cards**: { $cards }
cards-press = Press a card to play it.
cards-already-played = You have already played a development card this turn.
cards-bought-this-turn = Cards bought this turn can be played from your next turn.
cards-vp-never-played = Victory Point cards are never played: they count for you and are revealed when the game ends.
cards-play-button = Play { $card }
cards-monopoly-placeholder = Name a resource
cards-plenty-placeholder = Choose two resources
cards-cannot-play = You cannot play { $card } now.
cards-monopoly-prompt = Monopoly: name the resource every other player gives you.
cards-plenty-prompt = Year of Plenty: choose the two resources to take from the bank.
cards-not-playable = `{ $card }` is not a card you can play now.

## Discards on a 7.
discard-option = card { $k } of { $held }
discard-prompt = You hold { $total } cards and must discard **{ $owed }**. Your hand: { $hand }.
discard-too-many = Your hand is too large for one menu: use `/catan discard cards:` (e.g. `2 brick, 1 ore`).
discard-choose-below = Choose exactly { $owed } cards below.
discard-placeholder = Choose { $owed } cards to discard
discard-wrong-count = You must discard exactly { $owed } cards; you chose { $chosen }. Nothing was discarded.
discard-not-held = You do not hold { $cards } (your hand: { $hand }). Nothing was discarded.
discard-none-owed = You do not have to discard: only players holding more than 7 cards when a 7 is rolled do.

## Typed cards.
cards-two-numbers = two numbers in a row near `{ $word }`
cards-not-a-resource = `{ $word }` is not a resource (lumber, brick, wool, grain, ore)
cards-number-first = a number must come before a resource, e.g. `2 brick`
cards-unreadable = I cannot read `{ $text }`: { $why }.
