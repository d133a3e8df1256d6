# Friendly Robber: every word the bot says about it (name, rules text, state, events, choices,
# refusals, action labels). Same ids in both languages.

modules-name-friendly-robber = Friendly Robber
modules-pick-note-friendly-robber-robber = Friendly Robber: hexes where a player with only 2 points has a building are excluded, and such players cannot be robbed.
lookups-rules-friendly-robber = **Friendly robber**: the robber may not be placed next to, nor steal from, a player who has only 2 victory points.
