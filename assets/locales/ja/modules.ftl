# modules: Japanese messages (modules). Same ids in both languages.

## 選択ルールの名前
modules-base-game = 基本ルール
modules-base-plus = 基本ルール＋{ $modules }
modules-not-allowed = このサーバーでは{ $refused }は使えません。使えるのは{ $here }です。
modules-only-base = 基本ルールのみ
modules-base-with = 基本ルールと{ $modules }
modules-cannot-play = このルールの組み合わせでは遊べません：{ $why }。何も作成していません。

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
modules-owes-decide = 選択する
modules-waiting = { $event }{ $who }を待っています。
modules-button-choose = 選ぶ

## 出来事の文
modules-roll-repeated = 2回目の{ $number }は数えません：引き直し
modules-waiting-for = 待っています：{ $who }
modules-gave-card = { $from }が{ $to }に{ $card }を渡した
modules-gave-a-card = { $from }が{ $to }にカードを1枚渡した
modules-army-set-aside = 最大騎士力は脇に置かれた
modules-private-card = 渡したカード：**{ $card }**（{ $from } → { $to }）

## 選択（個別のメッセージと /catan decide）
modules-not-a-choice = `{ $value }`は今は選べません。何も変わっていません。
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
