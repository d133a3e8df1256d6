#!/usr/bin/env bash
# For each rule module: the source files outside its own engine folder that name one of its
# identifiers (module id, state/view types, actions, events, decisions, errors).
cd "$(dirname "$0")/.." || exit 1
declare -A IDS=(
  [friendly_robber]='FriendlyRobber|friendly_robber'
  [event_cards]='EventCards|event_cards|EventCard|EventKind|GiveNeighborCard|AssistPlayer|DamageRoad|RepairRoad|TakeResource|StealFrom|EventCardDrawn|NewYear|ResourceTaken|RoadDamaged|RoadRepaired|RoadNeedsRepair|DamagedRoadEnd|NotDamaged|NotYourRoad'
  [harbormaster]='Harbormaster|harbormaster'
  [catan_for_two]='CatanForTwo|catan_for_two|BuildNeutralRoad|BuildNeutralSettlement|ForcedTrade|ReturnCards|RobberToDesert|DiscardKnight|NeutralRoadBuilt|NeutralSettlementBuilt|TradeTokens|ForcedTradeDrawn|KnightDiscarded|PlaceNeutral|NeutralPiece|TokensAlreadyUsed|NotEnoughTokens|NoKnightToDiscard'
)
for m in friendly_robber event_cards harbormaster catan_for_two; do
  files=$(grep -rlwE "${IDS[$m]}" --include='*.rs' crates/*/src src \
    | grep -v "^crates/engine/src/modules/$m\(/\|\.rs\)" | sort)
  n=$(printf '%s\n' "$files" | grep -c .)
  echo "$m: $n files"
  printf '%s\n' "$files" | sed 's/^/  /'
done
