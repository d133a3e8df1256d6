# trade: English messages (trade). Same ids in both languages.

## Lists of cards
trade-nothing = nothing
trade-list-separator = {", "}

## Bank and harbour
trade-bank-give-option = Give { $resource } at { $ratio } (you have { $held })
trade-bank-get-option = { $get } for { $give }
trade-bank-get-option-ratio = { $get } for { $give } ({ $ratio })
trade-bank-heading = **Bank or harbour**: choose what to give (your ratio is shown).
trade-bank-none = **Bank or harbour**: you do not hold enough of any resource (4 of one, 3 or 2 with a harbour).
trade-bank-get-text = You give **{ $resource }** at { $ratio } (you have { $held }). Choose what to get and how many times.
trade-bank-get-text-choice = You give **{ $resource }** (you have { $held }) at the ratio you choose: { $ratios }. Choose what to get, how many times and at which ratio.
trade-bank-confirm-text = Trade **{ $give }** for **{ $get }** with the bank ({ $ratio })?
trade-bank-has = { $resource } (the bank has { $count })
trade-placeholder-bank-give = Bank: give…
trade-placeholder-bank-get = Get…
trade-back = Back
trade-confirm = Confirm
trade-error-same = Give and get must be different resources.
trade-error-ratio = You cannot trade { $resource } at { $ratio }: your ratios for it are { $ratios } (2:1 needs that resource's harbour, 3:1 a 3:1 harbour; 4:1 is always there).
trade-error-count-low = The count must be at least 1 (you asked for { $asked }).
trade-why-bank = the bank has { $cards }
trade-why-hand = you have { $cards } at { $ratio }
trade-error-cannot = You cannot trade { $give } for { $get } now: { $why }.
trade-error-at-most = You can make at most { $most } such { $most ->
    [one] trade
   *[other] trades
} now: { $why }.

## The offer builder
trade-offer-heading = **Offer to players**:
trade-counter-heading = **Counter-offer** to { $name }:
trade-the-proposer = the proposer
trade-no-cards = you have no cards to give.
trade-you-give-want = you give **{ $give }**, you want **{ $get }**.
trade-choose-both = Choose both below.
trade-placeholder-give = You give… (one count per resource)
trade-placeholder-get = You want… (one count per resource)
trade-offer-everyone-button = Offer to everyone
trade-offer-to-button = Offer to { $name }
trade-send-counter = Send counter-offer
trade-duplicate-counts = Choose one count per resource: you picked { $choices }. Nothing was kept on that side; pick again.

## Offer messages
trade-everyone = everyone
trade-answer-accept = ✅ accepts
trade-answer-decline = ❌ declines
trade-answer-counter = ↩️ counters: gives { $give } for { $get }
trade-offer-text = 🤝 **{ $name }** offers **{ $give }** for **{ $get }** to { $to }.
trade-offer-footer = *As players accept, a “{ $confirm }” button appears under this offer for each; { $name } presses one to trade. The offer expires at the end of the turn. Answer with “{ $accept }”, “{ $decline }” or “{ $counter }”, or `/catan trade accept` / `decline`.*
trade-accept = Accept
trade-decline = Decline
trade-counter = Counter
trade-withdraw = Withdraw
trade-confirm-with = Trade with { $name }
trade-take-counter = Take { $name }'s counter
trade-offer-terms = 🤝 { $name } offered { $give } for { $get }
trade-ended-traded = ✅ **{ $name }** traded **{ $gave }** for **{ $got }** with **{ $with }**.
trade-ended-withdrawn = ~~{ $terms }~~ — withdrawn.
trade-ended-replaced = ~~{ $terms }~~ — replaced by a new offer.
trade-ended-expired = ~~{ $terms }~~ — expired at the end of the turn.
trade-ended-game-over = ~~{ $terms }~~ — the game ended before anyone traded.

## Answers and refusals
trade-offer-closed = This offer is no longer open.
trade-no-open-offer = There is no open offer to answer.
trade-only-current = Only the player whose turn it is can trade (after rolling). You can answer their offers with the buttons under them.
trade-own-offer = This is your own offer: **{ $accept }** is for the others. When someone accepts, a **{ $confirm }** button appears under the offer: press it to trade, or **{ $withdraw }** to take the offer back.
trade-not-addressed = That offer is not addressed to you.
trade-not-proposer = Only { $name } can do that with this offer.
trade-answered-accept = You accepted. { $name } may now confirm the trade (your cards are checked again then).
trade-answered-decline = You declined the offer.
trade-answered-counter = Your counter-offer (you give { $give } for { $get }) was sent to { $name }.
trade-posted = Your offer was posted for { $to }. Answers appear under it.
trade-unreadable = I cannot read `{ $text }`: { $why }.
trade-name-one-resource = name one resource each: lumber, brick, wool, grain or ore
trade-not-playing = { $name } is not playing in this game.

## Typed cards
trade-cards-unknown = `{ $word }` is not a resource (lumber, brick, wool, grain, ore)
trade-cards-two-numbers = two numbers in a row near `{ $word }`
trade-cards-number-last = a number must come before a resource, e.g. `2 brick`
