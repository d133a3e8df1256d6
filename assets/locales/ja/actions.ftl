# ボタン・メニュー・入力補完での各行動の名前：`action-` とエンジンのラベル
# （kaitaku_engine::describe）。モジュールの行動はモジュール名で始まる。

action-roll = サイコロを振る
action-build_road = 街道を建設
action-build_settlement = 開拓地を建設
action-build_city = 都市を建設
action-buy_dev_card = 発展カードを買う
action-play_knight = 騎士を使う
action-play_road_building = 街道建設を使う
action-play_year_of_plenty = 収穫を使う
action-play_monopoly = 独占を使う
action-move_robber = 盗賊を動かす
action-discard = カードを捨てる
action-bank_trade = 銀行と交易
action-offer_trade = 交易を提案
action-accept_trade = 提案を受ける
action-decline_trade = 提案を断る
action-counter_trade = 逆提案する
action-confirm_trade = このプレイヤーと交易
action-cancel_trade = 提案を取り下げる
action-end_turn = 手番を終える
action-end_locked_game = 行き詰まったゲームを終える
action-buy_with_gold = 金で資源を買う

action-choose_gold_field = 金鉱から受け取る資源を選ぶ

# 行動の説明から作るメニュー項目の部品（bot::menus::words）。
menus-part-from = { $code } から
menus-part-gives = { $cards }を渡す
menus-part-gets = { $cards }を受け取る
# ボタンに収まらないほど行動が多い手番のまとめメニュー（bot::menus::layout）。
menus-group-build = 建設 ▾
menus-group-move = 移動 ▾
menus-group-cards = カード ▾
menus-group-trade = 交易 ▾
menus-group-decide = 選択 ▾
menus-group-turn = 手番 ▾
# 「どのコマを、どこへ」の一段目。
menus-which-piece = どのコマ？（{ $what }）
menus-which-kind = 何をしますか？
