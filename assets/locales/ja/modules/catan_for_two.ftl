# 2人でカタン：ボットがこのルールについて話すすべての言葉（名前、ルール説明、状態、出来事、
# 選択肢、拒否理由、行動名）。両言語で同じid。

modules-name-catan-for-two = 2人でカタン
modules-owes-place-neutral = 中立のコマを無料で置く
modules-owes-return = カードを返す
modules-tokens-line = 🪙 交易チップ：{ $tokens }{ $leader }（残り{ $supply }枚。{ $name }のチップ使用は{ $cost }枚）
modules-tokens-leads = { " · " }{ $name }がリード
modules-tokens-tied = { " · " }同数
modules-rolls-this-turn = 🎲 この手番のサイコロ：2回中{ $n }回
modules-first-roll = （1回目：{ $n }）
modules-button-place-neutral = 中立のコマを置く
modules-button-give-back = カードを返す
modules-neutral-road = { $name }が{ $neutral }の街道を建てた
modules-neutral-settlement = { $name }が{ $neutral }の開拓地を建てた
modules-tokens-gained = 🪙 { $name }が交易チップを{ $count }枚獲得（計{ $held }枚）
modules-tokens-spent = 🪙 { $name }が交易チップを{ $count }枚使用（残り{ $held }枚）
modules-forced-trade-cards = { $name }が強制交換：{ $from }から{ $cards }を引いた
modules-forced-trade-count = { $name }が強制交換：{ $from }からカードを{ $count }枚引いた
modules-knight-discarded = { $name }が出した騎士カードを捨てて交易チップを得た
modules-private-drawn = { $from }から引いたカード：**{ $cards }**
modules-opt-neutral-road = { $neutral }の街道を{ $code }に
modules-opt-neutral-settlement = { $neutral }の開拓地を{ $code }に
modules-tokens = チップ{ $count }枚
modules-opt-forced = 強制交換：相手からカードを引き、同じ枚数を返す（{ $cost }）
modules-opt-return = { $cards }を返す
modules-opt-desert = 盗賊を砂漠に移す（{ $cost }）
modules-opt-knight = 出した騎士カードを1枚捨てる（交易チップ+2枚）
modules-prompt-neutral-road = 中立の街道を無料で置いてください（どちらの中立の色でも可。盤面に表示）。
modules-prompt-neutral-settlement = 中立の開拓地を無料で置いてください（置けなければ街道。どちらの中立の色でも可。盤面に表示）。
modules-prompt-return = 強制交換：好きなカードを{ $count }枚返してください。
modules-aliases-catan-for-two = two_players
rule-tokens-already-used = この手番ではもう交易チップを使いました
rule-not-enough-tokens = 交易チップが{ $needed }枚必要です
rule-no-knight-to-discard = 今は騎士を捨てられません
lookups-rules-catan-for-two = **2人でカタン**：自分が街道や開拓地を建てるたびに、中立プレイヤーの街道や開拓地を1つ無料で建てます。手番ごとにサイコロを2回振ります（2回目は1回目と違う目が出るまで振り直し）。交易チップで、相手との強制交換（2枚）か、盗賊を砂漠へ戻すことができます。
action-catan_for_two-build_neutral_road = 中立の街道を建設
action-catan_for_two-build_neutral_settlement = 中立の開拓地を建設
action-catan_for_two-forced_trade = 強制交易（交易チップ）
action-catan_for_two-return_cards = カードを返す
action-catan_for_two-robber_to_desert = 盗賊を砂漠へ（交易チップ）
action-catan_for_two-discard_knight = 騎士を捨てて交易チップを得る

# 盤面画像のコマ・カウンター・印。
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
