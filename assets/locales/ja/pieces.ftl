# pieces: 拡張ルールがビューに置くコマ・カウンター・マークの種類の日本語名（`piece-<kind>`、
# kind の `.` と `_` は `-`）。盤面画像に描く語。カウンターの名前は値を `$n` で受け取る。
# 英語と同じ id。

## コア
piece-face-down = 裏向きのタイル

## イベントカード
piece-event-cards-damaged-road = 損傷した街道
piece-event-cards-card = イベントカード
piece-event-cards-card-none = イベントなし
piece-event-cards-card-robber-attacks = 盗賊の襲撃
piece-event-cards-card-epidemic = 疫病
piece-event-cards-card-earthquake = 地震
piece-event-cards-card-good-neighbors = 良き隣人
piece-event-cards-card-tournament = 騎士の試合
piece-event-cards-card-trade-advantage = 有利な交易
piece-event-cards-card-calm-sea = 静かな海
piece-event-cards-card-robber-flees = 盗賊の退却
piece-event-cards-card-neighborly-assistance = 隣人の援助
piece-event-cards-card-conflict = 闘争
piece-event-cards-card-plentiful-year = 豊作の年

## 港の親方
piece-harbormaster-points = 港ポイント{ $n ->
   *[other] {""}
}
piece-harbormaster-holder = 港の親方
piece-harbormaster-holder-short = 親方

## 2人用カタン
piece-catan-for-two-trade-tokens = 交易チップ{ $n ->
   *[other] {""}
}
piece-catan-for-two-leads = リード · 行動に{ $n }枚
piece-catan-for-two-leads-short = リード
piece-catan-for-two-roads-left = 街道の残り{ $n ->
   *[other] {""}
}
piece-catan-for-two-settlements-left = 開拓地の残り{ $n ->
   *[other] {""}
}
