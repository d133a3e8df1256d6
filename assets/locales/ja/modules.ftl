# modules: Japanese messages (modules). Same ids in both languages.

## 選択ルールの名前
modules-name-friendly-robber = 親切な盗賊
modules-name-event-cards = カタンイベント
modules-name-harbormaster = 港の親方
modules-name-catan-for-two = 2人でカタン
modules-base-game = 基本ルール
modules-base-plus = 基本ルール＋{ $modules }
modules-not-allowed = このサーバーでは{ $refused }は使えません。使えるのは{ $here }です。
modules-only-base = 基本ルールのみ
modules-base-with = 基本ルールと{ $modules }
modules-cannot-play = このルールの組み合わせでは遊べません：{ $why }。何も作成していません。

## イベントカード
modules-effect-none = 開拓者たちは勤勉に働く（イベントなし）。
modules-effect-robber-attacks = 資源カードが8枚以上の人は半分を捨て、盗賊を移動して1枚奪う。
modules-effect-epidemic = 今回は都市からも資源カードが1枚しか産出されない。
modules-effect-earthquake = 全員が自分の街道1本を損傷させる。街道を建てる前に修復が必要。
modules-effect-good-neighbors = 資源カードを持つ全員が、左隣の人に好きな1枚を渡す。
modules-effect-tournament = 騎士カードを最も多く出している人が、好きな資源カードを1枚受け取る。
modules-effect-trade-advantage = 最長交易路を持つ人が、好きな相手から資源カードを1枚引く。
modules-effect-calm-sea = 港に建物が最も多い人が、好きな資源カードを1枚受け取る。
modules-effect-robber-flees = 盗賊は砂漠に戻る（誰も奪われない）。
modules-effect-neighborly-assistance = 勝利点が最も多い人が、より少ない人に好きな1枚を渡す。
modules-effect-conflict = 最大騎士力を持つ人（または騎士が単独最多の人）が、好きな相手から資源カードを1枚引く。
modules-effect-plentiful-year = 全員が銀行から好きな資源カードを1枚受け取る。
modules-first-card = 1枚目：{ $card }
modules-new-year-in = 新年まであと{ $count }枚
modules-damaged-roads = 🚧 損傷した街道：{ $count }本（{ $by }）

## 手番のメッセージ
modules-roll = サイコロを振る
modules-draw = イベントカードを引く
modules-roll-of-two = { $base }（2回中{ $n }回目）
modules-rolls = { $name }がサイコロを振ります。
modules-draws = { $name }がイベントカードを引きます。
modules-rolls-first = { $name }がサイコロを振ります（2回中1回目）。
modules-draws-first = { $name }がイベントカードを引きます（2回中1回目）。
modules-rolls-second = { $name }がもう一度サイコロを振ります（2回中2回目）。
modules-draws-second = { $name }がもう一度イベントカードを引きます（2回中2回目）。
modules-owes-give-neighbor = 隣の人にカードを渡す
modules-owes-assist = 勝利点の少ない人を援助する
modules-owes-damage-road = 街道を損傷させる
modules-owes-take = 資源カードを受け取る
modules-owes-steal = カードを引く相手を選ぶ
modules-owes-place-neutral = 中立のコマを無料で置く
modules-owes-return = カードを返す
modules-owes-decide = 選択する
modules-waiting = { $event }{ $who }を待っています。
modules-harbormaster-line = ⚓ 港の親方：{ $holder } · 港ポイント：{ $points }
modules-harbormaster-holder = { $name }（+2勝利点）
modules-harbormaster-nobody = まだいません（3港ポイントで獲得）
modules-tokens-line = 🪙 交易チップ：{ $tokens }{ $leader }（残り{ $supply }枚。{ $name }のチップ使用は{ $cost }枚）
modules-tokens-leads = { " · " }{ $name }がリード
modules-tokens-tied = { " · " }同数
modules-rolls-this-turn = 🎲 この手番のサイコロ：2回中{ $n }回
modules-first-roll = （1回目：{ $n }）
modules-button-place-neutral = 中立のコマを置く
modules-button-give-back = カードを返す
modules-button-choose-event = 選ぶ（イベントカード）
modules-button-choose = 選ぶ

## 出来事の文
modules-drew = { $name }が{ $card }を引いた
modules-new-year = { $name }が🎆 新年を引いた：イベントカードを切り直します
modules-roll-repeated = 2回目の{ $number }は数えません：引き直し
modules-waiting-for = 待っています：{ $who }
modules-gave-card = { $from }が{ $to }に{ $card }を渡した
modules-gave-a-card = { $from }が{ $to }にカードを1枚渡した
modules-took = { $name }が銀行から{ $card }を受け取った
modules-road-damaged = 🚧 { $name }が自分の街道を1本損傷させた
modules-road-repaired = { $name }が損傷した街道を修復した
modules-road-repaired-free = { $name }が街道建設カードで損傷した街道を修復した
modules-harbormaster-now = ⚓ { $name }が港の親方になった（{ $points }港ポイント、+2勝利点）
modules-neutral-road = { $name }が{ $neutral }の街道を建てた
modules-neutral-settlement = { $name }が{ $neutral }の開拓地を建てた
modules-tokens-gained = 🪙 { $name }が交易チップを{ $count }枚獲得（計{ $held }枚）
modules-tokens-spent = 🪙 { $name }が交易チップを{ $count }枚使用（残り{ $held }枚）
modules-forced-trade-cards = { $name }が強制交換：{ $from }から{ $cards }を引いた
modules-forced-trade-count = { $name }が強制交換：{ $from }からカードを{ $count }枚引いた
modules-knight-discarded = { $name }が出した騎士カードを捨てて交易チップを得た
modules-army-set-aside = 最大騎士力は脇に置かれた
modules-private-card = 渡したカード：**{ $card }**（{ $from } → { $to }）
modules-private-drawn = { $from }から引いたカード：**{ $cards }**

## 選択（個別のメッセージと /catan decide）
modules-opt-give = { $name }に{ $card }を渡す
modules-opt-damage = 自分の街道{ $code }を損傷させる
modules-opt-repair = 自分の街道{ $code }を修復（{ $how }）
modules-repair-free = 街道建設カードで無料
modules-repair-cost = 木材1＋レンガ1
modules-opt-take = 銀行から{ $card }を受け取る
modules-opt-steal = { $name }からカードを1枚引く（手札{ $count }枚）
modules-opt-neutral-road = { $neutral }の街道を{ $code }に
modules-opt-neutral-settlement = { $neutral }の開拓地を{ $code }に
modules-tokens = チップ{ $count }枚
modules-opt-forced = 強制交換：相手からカードを引き、同じ枚数を返す（{ $cost }）
modules-opt-return = { $cards }を返す
modules-opt-desert = 盗賊を砂漠に移す（{ $cost }）
modules-opt-knight = 出した騎士カードを1枚捨てる（交易チップ+2枚）
modules-not-a-choice = `{ $value }`は今は選べません。何も変わっていません。
modules-prompt-give-neighbor = 良き隣人：{ $name }に好きなカードを1枚渡してください。
modules-prompt-assist = 隣人の援助：勝利点の少ない人にカードを1枚渡してください。
modules-prompt-damage = 地震：損傷させる自分の街道を選んでください（盤面に表示）。新しい街道を建てる前に修復が必要です。
modules-prompt-take = 銀行から好きな資源カードを1枚受け取ってください。
modules-prompt-steal = カードを1枚引く相手を選んでください。
modules-prompt-neutral-road = 中立の街道を無料で置いてください（どちらの中立の色でも可。盤面に表示）。
modules-prompt-neutral-settlement = 中立の開拓地を無料で置いてください（置けなければ街道。どちらの中立の色でも可。盤面に表示）。
modules-prompt-return = 強制交換：好きなカードを{ $count }枚返してください。
modules-prompt-special = このゲームのルールの特別なアクション：
modules-your-hand = あなたの手札：{ $hand }。
modules-choose = 選ぶ
modules-nothing-to-choose = 今は選ぶものがありません。
modules-nothing-for-you = 今は選ぶものがありません。選ぶのは手番のメッセージで名前を挙げられた人です。
modules-nothing-chosen = 何も選ばれていません。
# 勝利点の目標を選択ルールが変えるとき：合計と、その内訳。
modules-target-steps = { $total }（{ $steps }）
modules-target-config = 設定値{ $vp }
modules-target-module = { $module }の{ $vp }
modules-target-delta = { $module }{ $delta }

# 入力で今も受け付ける古いコード（カンマ区切り。両言語のカタログで同じ）。
modules-aliases-catan-for-two = two_players

# ルールが選択画面に添える一文：modules-pick-note-<ルール>-<settlement|road|city|robber>。
modules-pick-note-friendly-robber-robber = 親切な盗賊：2勝利点しかないプレイヤーの建物があるタイルには置けず、そのプレイヤーからは奪えません。
