# 港の親方：ボットがこのルールについて話すすべての言葉（名前、ルール説明、状態、出来事、
# 選択肢、拒否理由、行動名）。両言語で同じid。

modules-name-harbormaster = 港の親方
modules-harbormaster-line = ⚓ 港の親方：{ $holder } · 港ポイント：{ $points }
modules-harbormaster-holder = { $name }（+2勝利点）
modules-harbormaster-nobody = まだいません（3港ポイントで獲得）
modules-harbormaster-now = ⚓ { $name }が港の親方になった（{ $points }港ポイント、+2勝利点）
lookups-rules-harbormaster = **港の親方**：港にある開拓地は1港ポイント、都市は2港ポイント。港ポイントが最も多い人（3以上）が「港の親方」カード（2勝利点）を持ちます。勝利に必要な点数は1点増えます。

# 盤面画像のコマ・カウンター・印。
piece-harbormaster-points = 港ポイント{ $n ->
   *[other] {""}
}
piece-harbormaster-holder = 港の親方
piece-harbormaster-holder-short = 親方
