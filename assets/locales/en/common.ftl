# common: English words shared by every area. Same ids in both languages.

## A number of cards of one resource: `2 brick` (the name comes from i18n::resource_name).
resource-count = { $count } { $resource }
## Gold coins held or paid: "3 gold" (gold is not a card).
gold-count = { $count } gold
lang-name = English
## A player whose name is not known yet.
player-n = Player { $n }
## An empty hand or set of cards.
nothing = nothing
## Between the items of a list.
list-separator = { ", " }
piece-settlement = settlement
piece-road = road
piece-city = city
piece-robber = robber
card-knight = Knight
card-victory-point = Victory Point
card-road-building = Road Building
card-year-of-plenty = Year of Plenty
card-monopoly = Monopoly
done = Done.
