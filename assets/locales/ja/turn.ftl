# turn: Japanese messages (turn). Same ids in both languages.

## 今なにを待っているか。
situation-setup-road = { $who }が開拓地の隣に街道を置きます。
situation-setup-settlement = { $who }が開拓地を置きます。
situation-roll = { $who }がサイコロを振ります。
situation-main = { $who }が建設・交易をするか、手番を終えます。
situation-discard-owed = { $who }（{ $count }枚）
situation-discards = 資源を捨てるのを待っています：{ $owing }。
situation-robber = { $who }が盗賊を移動します。
situation-free-roads = { $who }が無料の街道をあと{ $count }本置きます。
situation-won = 🏆 { $who }の勝利！
situation-drawn = 🤝 { $who }の引き分け

## 手番メッセージ。
turn-content-won = 🏆 { $who }の勝利です！
turn-content-drawn = 🤝 { $who }の引き分けでゲーム終了です。
turn-content-setup = { $who }、初期配置の番です。
turn-content-turn = { $who }、あなたの手番です。
ping-owing = { $who } — あなたの番を待っています：{ $what }
player-line = { $vp }勝利点 · 資源カード{ $cards }枚
player-line-dev = { " · " }発展カード{ $dev }枚
player-line-knights = { " · " }騎士{ $knights }人
player-line-road = { " · " }最長の街道{ $road }
player-line-longest-road = { " · " }🛣️ 最長交易路
player-line-largest-army = { " · " }⚔️ 最大騎士力
turn-title-setup = カタン — 初期配置
turn-title = カタン — { $turn }ターン目
turn-last-events = 最近の出来事
turn-footer = { $target }勝利点で勝利

## ボタン。
button-roll = サイコロを振る
button-robber = 盗賊を移動
button-discard = 資源を捨てる
button-place-free-road = 無料の街道を置く
button-place-settlement = 開拓地を置く
button-place-road = 街道を置く
button-place-city = 都市を置く
button-build-settlement = 開拓地を建設
button-build-road = 街道を建設
button-build-city = 都市を建設
button-buy-dev-card = 発展カードを買う
button-dev-cards = 発展カード
button-trade = 交易
button-end-turn = 手番を終える
button-end-locked-game = ゲームを終える
button-hand = 手札

## 場所選び。
option-hex-rob = タイル { $code } — { $tile } — { $who }から奪う
option-hex = タイル { $code } — { $tile }
option-path = 辺 { $code }
option-intersection = 交点 { $code }
option-intersection-what = { $code } — { $what }
option-path-ends = { $code } — { $a }と{ $b }の間
option-path-to = { $code } — { $to }へ：{ $what }
spot-tile = { $number } { $resource }
spot-desert = 砂漠
spot-produces = { $tiles }（確率 { $pips }/36）
spot-nothing = 生産なし
spot-harbour-generic = 3:1の港
spot-harbour-special = { $resource }2:1の港
pick-placeholder-best = { $what }の場所を選ぶ — 良い順（{ $page }/{ $pages }）
pick-placeholder-range = { $what }の場所を選ぶ（{ $first } – { $last }）
pick-placeholder = { $what }の場所を選ぶ
pick-intro = { $what }を置く場所を選んでください。盤面で番号の付いた場所が置ける場所です。
pick-nowhere = 今は{ $what }を置ける場所がありません。
pick-next = 続いて{ $what }を置く場所を選んでください。
next-robber = 続いて盗賊を移動してください：`/catan robber` かボタンで。
next-road = 続いて街道を置いてください：`/catan build road` かボタンで。
next-decide = 続いて選んでください：`/catan decide` か手番メッセージのボタンで。

## 出来事（1行ずつ）。
event-settlement = { $who }が開拓地を建設
event-road = { $who }が街道を建設
event-city = { $who }が都市を建設
event-took = { $who }が{ $cards }を獲得
event-rolled = { $who }がサイコロを振って{ $sum }（{ $a } + { $b }）
event-produced = { $who }が{ $cards }を獲得
event-bank-short = 銀行の{ $resource }が足りません
event-owes = { $who } { $count }枚
event-discards-owed = 資源を捨てる人：{ $owing }
event-discarded = { $who }が{ $cards }を捨てた
event-robber = { $who }が盗賊を移動
event-stole = { $who }が{ $victim }からカードを1枚奪った
event-dev-bought = { $who }が発展カードを購入
event-dev-played = { $who }が「{ $card }」を使用
event-bought-with-gold = { $who }が{ $gold }で{ $resource }を1枚購入
event-monopoly = { $who }が{ $resource }を独占（{ $count }枚）
event-bank-traded = { $who }が銀行と交易：{ $gave } → { $got }
event-trade-offered = { $who }が交易を提案：{ $give } → { $get }
event-traded = { $who }が{ $with }と交易：{ $gave } → { $got }
event-trade-cancelled = 交易の提案が取り下げられた
event-longest-road = { $who }が最長交易路を獲得（{ $length }）
event-longest-road-set-aside = 最長交易路は持ち主がいなくなった
event-largest-army = { $who }が最大騎士力を獲得（騎士{ $knights }）
event-won = 🏆 { $who }が{ $vp }勝利点で勝利
event-locked-leader = 🔒 もう誰も勝利点を得られないため、ゲームは行き詰まりました。{ $who }が{ $vp }勝利点で首位です。誰でもゲームを終えられ、{ $who }の勝利となります。
event-locked-tie = 🔒 もう誰も勝利点を得られないため、ゲームは行き詰まりました。{ $who }が{ $vp }勝利点で並んでいます。誰でもゲームを引き分けで終えられます。
event-drawn = 🤝 行き詰まったゲームは{ $who }の引き分け（各{ $vp }勝利点）で終了
private-drew = 引いたカード：**{ $card }**
private-stolen = 奪ったカード：**{ $resource }**

## 手札（本人だけに見える）。
hand-not-seated = あなたはこのゲームに参加していません。
hand-resources = **手札**：{ $hand }
hand-dev-card = { $card } ×{ $count }
hand-dev-card-new = { $card } ×{ $count }（うち{ $new }枚はこの手番に購入）
hand-dev-cards = **発展カード**：{ $cards }
hand-vp = **勝利点**（伏せたカードを含む）：{ $vp }

## ゲーム終了。
final-title = カタン — ゲーム終了
final-description = 🏆 **{ $who }**が{ $turns }ターンで{ $vp }勝利点に達して勝利しました。
final-description-drawn = 🤝 { $turns }ターンで行き詰まり（誰も勝利点を得られない状態）となり、**{ $who }**の引き分けで終了しました。
final-standings = 最終順位
final-how = { $who }の得点内訳
final-last-event = 最後の出来事
final-footer = { $target }勝利点で勝利 · 結果を記録しました
standings-line = { $rank }. { $label } — { $vp }勝利点
final-breakdown =
    開拓地：{ $settlements } × 1 = { $settlements }
    都市：{ $cities } × 2 = { $city_points }
    最長交易路：{ $road }
    最大騎士力：{ $army }
    勝利点カード：{ $cards }
    { "**" }合計：{ $total }**
