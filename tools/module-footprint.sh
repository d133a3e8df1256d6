#!/usr/bin/env bash
# For each rule module: the source files outside its own folders (the engine's
# crates/engine/src/modules/<m>, the bot's src/bot/modules/<m>, the renderer's
# crates/render/src/modules/<m>) whose code names one of its identifiers (module id, state/view
# types, actions, events, decisions, errors). Comments, test files and `#[cfg(test)]` sections
# are not code that ships and are left out; `--all` counts them too.
cd "$(dirname "$0")/.." || exit 1
declare -A IDS=(
  [friendly_robber]='FriendlyRobber|friendly_robber'
  [event_cards]='EventCards|event_cards|EventCard|EventKind|GiveNeighborCard|AssistPlayer|DamageRoad|RepairRoad|TakeResource|StealFrom|EventCardDrawn|NewYear|ResourceTaken|RoadDamaged|RoadRepaired|RoadNeedsRepair|DamagedRoadEnd|NotDamaged|NotYourRoad'
  [harbormaster]='Harbormaster|harbormaster'
  [catan_for_two]='CatanForTwo|catan_for_two|BuildNeutralRoad|BuildNeutralSettlement|ForcedTrade|ReturnCards|RobberToDesert|DiscardKnight|NeutralRoadBuilt|NeutralSettlementBuilt|TradeTokens|ForcedTradeDrawn|KnightDiscarded|PlaceNeutral|NeutralPiece|TokensAlreadyUsed|NotEnoughTokens|NoKnightToDiscard'
)
all=false
[ "${1:-}" = "--all" ] && all=true
# The shipping code of a file: without comment lines and from `#[cfg(test)]` on.
code_of() {
  awk '/^#\[cfg\(test\)\]/ { exit } /^[[:space:]]*\/\// { next } { print }' "$1"
}
for m in friendly_robber event_cards harbormaster catan_for_two; do
  files=$(find crates/*/src src -name '*.rs' | sort \
    | grep -v "^crates/engine/src/modules/$m\(/\|\.rs\)" \
    | grep -v "^src/bot/modules/$m\(/\|\.rs\)" \
    | grep -v "^crates/render/src/modules/$m\(/\|\.rs\)" \
    | while read -r f; do
        if $all; then
          grep -qwE "${IDS[$m]}" "$f" && echo "$f"
        else
          case "$f" in *_tests.rs|*/tests.rs|*/tests/*) continue ;; esac
          code_of "$f" | grep -qwE "${IDS[$m]}" && echo "$f"
        fi
      done)
  n=$(printf '%s\n' "$files" | grep -c .)
  echo "$m: $n files"
  printf '%s\n' "$files" | sed 's/^/  /'
done
