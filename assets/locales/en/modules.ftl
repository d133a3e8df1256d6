# modules: English messages (modules). Same ids in both languages.

## Names of the optional rules
modules-base-game = Base game
modules-base-plus = Base game + { $modules }
modules-not-allowed = This server does not allow { $refused }. Allowed here: { $here }.
modules-only-base = only the base game
modules-base-with = the base game with { $modules }
modules-cannot-play = These rules cannot be played as asked: { $why }. Nothing was created.

## Turn message
modules-roll = Roll
modules-draw = Draw event card
modules-roll-of-two = { $base } ({ $n } of 2)
modules-rolls = { $name } rolls the dice.
modules-draws = { $name } draws an event card.
modules-rolls-first = { $name } rolls the dice (first of two).
modules-draws-first = { $name } draws an event card (first of two).
modules-rolls-second = { $name } rolls the dice again (second of two).
modules-draws-second = { $name } draws an event card again (second of two).
modules-owes-decide = decides
modules-waiting = { $event }waiting for { $who }.
modules-button-choose = Choose

## Event sentences
modules-roll-repeated = A second { $number } does not count: drawn again
modules-waiting-for = Waiting for: { $who }
modules-gave-card = { $from } gave { $card } to { $to }
modules-gave-a-card = { $from } gave a card to { $to }
modules-army-set-aside = Largest Army is set aside
modules-private-card = The card: **{ $card }** ({ $from } → { $to })

## Choices (the private prompt and /catan decide)
modules-not-a-choice = `{ $value }` is not a choice you can make now. Nothing changed.
modules-prompt-special = Special actions of this game's rules:
modules-your-hand = Your hand: { $hand }.
modules-choose = Choose
modules-nothing-to-choose = You have nothing to choose now.
modules-nothing-for-you = You have nothing to choose now: the prompt is for the players named in the turn message.
modules-nothing-chosen = Nothing was chosen.
# The victory target when a rule changes it: the total, then the steps of the ruleset's plan.
modules-target-steps = { $total } ({ $steps })
modules-target-config = { $vp } as set
modules-target-module = { $vp } for { $module }
modules-target-delta = { $delta } { $module }
