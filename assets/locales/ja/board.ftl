# board: 盤面画像（凡例とステータス帯）に描く日本語。数に応じる語は `$n` で受け取る。
# 英語と同じ id。

## 凡例
board-turn-tag = ▶ 手番
board-vp = 点
board-neutral-tag = 中立
board-cards = 枚{ $n ->
   *[other] {""}
}
board-dev = 発展
board-knights = 騎士{ $n ->
   *[other] {""}
}
board-longest-road-length = 最長の街道
board-gold = 金
board-winner = 🏆 勝者
board-winner-short = 🏆
board-draw-pill = 🤝 引き分け
board-draw-pill-short = 🤝
board-longest-road = 最長交易路
board-longest-road-short = 交易路
board-largest-army = 最大騎士力
board-largest-army-short = 騎士力
board-roads-built = 街道{ $n ->
   *[other] {""}
}
board-settlements-built = 開拓地{ $n ->
   *[other] {""}
}

## ステータス帯
board-setup = 初期配置
board-turn = { $n }手番目
board-draw = 引き分け
board-last-roll = 出目
board-doing-setup-road = が街道を置く
board-doing-setup-settlement = が開拓地を置く
board-doing-roll = がサイコロを振る
board-doing-discards = が捨て札を待つ
board-doing-robber = が盗賊を動かす
board-doing-play = の番
board-doing-end-turn = が手番を終える
board-doing-free-roads = が無料の街道を置く
board-doing-decisions = が選択を待つ
board-doing-wins = の勝ち！
board-doing-locked = （手詰まり）
