# The Rivers of Catan: every word the bot says about it (name, rules text, state, events,
# refusals, action labels). Same ids in both languages.

modules-name-rivers = The Rivers of Catan
modules-rivers-nobody = nobody
modules-rivers-settlers-line = 💰 Wealthiest Settler (+1 VP): { $wealthiest } · Poor Settler (−2 VP): { $poor }
modules-rivers-bridges-line = 🌉 Bridges left: { $bridges }
modules-rivers-bridge-built = 🌉 { $name } built a bridge
modules-rivers-gold-road = 💰 { $name } took { $gold } gold for a road along a river
modules-rivers-gold-settlement = 💰 { $name } took { $gold } gold for a settlement at a river
modules-rivers-gold-bridge = 💰 { $name } took { $gold } gold for the bridge
modules-rivers-wealthiest-now = 💰 { $name } is the Wealthiest Settler (+1 VP)
modules-rivers-wealthiest-aside = 💰 The Wealthiest Settler is set aside (nobody has the most gold alone)
modules-rivers-poor-now = 🪙 Poor Settler (−2 VP): { $names }
rule-river-crossing = a road may not cross a river: build a bridge there (2 brick + 1 lumber)
rule-not-a-river-crossing = a bridge stands only where a river crosses a path
lookups-rules-rivers = **The Rivers of Catan**: two rivers with swamps run across the island (2 mountains, 2 hills, 2 pastures and the desert leave the box; the 2 lies with the 12; the robber starts on a swamp). A road along a river or a settlement at a river pays 1 gold, also in set-up. Roads may not cross a river: only a bridge (2 brick + 1 lumber, 3 each, not in set-up nor by Road Building) may, and it pays 3 gold; bridges count for Longest Road. 2 gold buy a resource, twice per turn; gold is traded like a card but never robbed. The Wealthiest Settler (sole most gold) is worth +1 VP, every Poor Settler (least gold) -2 VP.
action-rivers-build_bridge = Build a bridge

# Its pieces, counters and marks on the board image.
piece-bridge = bridge
piece-rivers-bridges-left = { $n ->
    [one] bridge left
   *[other] bridges left
}
piece-rivers-wealthiest = Wealthiest Settler
piece-rivers-wealthiest-short = Wealthy
piece-rivers-poor = Poor Settler
piece-rivers-poor-short = Poor
