# キャラバンの行列：ボットがこのシナリオについて話すすべての言葉（名前、ルール説明、状態、出来事、
# 選択肢、拒否理由、行動名）。両言語で同じid。

modules-name-caravans = キャラバンの行列
lookups-rules-caravans = **キャラバンの行列**（シナリオ）：「砂漠タイル」の代わりに「オアシスタイル」を島の真ん中に置きます。「盗賊コマ」は最初にダイスの合計が7になる（または騎士カードが出される）まで盤外です。初期配置の後、「開拓地コマ」を配置するか「都市コマ」にアップグレードするたびに、投票で「ラクダコマ」を1個置きます。建てたプレイヤーから時計回りに、各プレイヤー1回だけ「羊毛」と「小麦」を何枚でも表にして1か所に投票できます（各ルートの最初のラクダはオアシスの矢印の先の道、以後はそのルートの先頭から、枝分かれなし）。最も得票の多い道に置き、同数なら同数の道に最も多くのカードを出したプレイヤーの意見、いなければ手番プレイヤーが決めます。出したカードは山札に戻します。ラクダのいる道の「街道コマ」は「最長交易路」で2本分、ラクダの間にある開拓地・都市は勝利点+1。12点で勝利。
modules-caravans-line = 🐪 キャラバン：ラクダ{ $caravans } · 残り{ $left }個 · ラクダの間：{ $bonus }
modules-caravans-vote-line = 🗳️ ラクダの投票（{ $builder }が建設）：{ $tally }{ $next }
modules-caravans-spot-votes = { $code }：{ $votes }票
modules-caravans-vote-next = { " · " }次は{ $name }
modules-caravans-vote-tie = { " · " }同数：手番プレイヤーが決定
modules-caravans-vote-opened = 🐪 { $name }が建設：{ $count }か所でラクダの投票（{ $name }から時計回り）
modules-caravans-voted = 🗳️ { $name }が{ $code }に{ $cards }を出した
modules-caravans-passed = 🗳️ { $name }はカードを出さなかった
modules-caravans-tied = 🗳️ { $count }か所が{ $votes }票で同数：手番プレイヤーが決める
modules-caravans-placed = 🐪 ルート{ $caravan }の{ $code }にラクダを置いた（{ $how }、残り{ $left }個）
modules-caravans-by-votes = { $votes }票
modules-caravans-by-biggest = 同数のため、最も多くカードを出した{ $name }の意見
modules-caravans-by-current = 同数のため{ $name }が決定
modules-caravans-no-spot = 🐪 ラクダを置ける道がない（すべてのルートが行き止まり）
modules-caravans-owes-vote = ラクダの投票
modules-caravans-owes-choose = 同数の投票の決定
modules-caravans-prompt-vote = ラクダの投票：1か所（盤面に表示）に「羊毛」と「小麦」を出すか、出さないでください。出したカードは山札に戻ります。
modules-caravans-prompt-choose = 投票が同数です。ラクダを置く道を決めてください。
modules-caravans-button-vote = ラクダの投票
modules-caravans-button-choose = ラクダを置く
modules-caravans-waiting = ラクダの投票：
modules-caravans-opt-vote = { $code }に{ $cards }を出す
modules-caravans-opt-pass = カードを出さない
modules-caravans-opt-choose = { $code }にラクダ
modules-aliases-caravans = キャラバン
rule-not-a-camel-spot = そこには今ラクダを置けません
rule-no-cards-shown = 「羊毛」か「小麦」を1枚以上出すか、出さないを選んでください
rule-not-a-tied-spot = その道は同数の道ではありません
action-caravans-camel_vote = ラクダの投票
action-caravans-camel_pass = カードを出さない
action-caravans-choose_camel_spot = ラクダを置く

# 盤面画像のコマ・カウンター・印。
piece-caravans-camel = ラクダ
piece-caravans-bonus = ラクダの間の勝利点{ $n ->
   *[other] {""}
}
