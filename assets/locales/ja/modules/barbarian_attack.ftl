# 蛮族の来襲：ボットがこのシナリオについて話すすべての言葉（名前、ルール説明、選択肢、拒否理由、
# 行動名、コマ）。両言語で同じid。

modules-name-barbarian-attack = 蛮族の来襲
lookups-rules-barbarian-attack = **蛮族の来襲**（シナリオ）：「城タイル」と「砂漠タイル」を対角の隅に置き、数字チップは所定の位置です。初期配置は開拓地を1つ、次に都市を1つ（都市の隣接タイルから資源を1枚ずつ）。盗賊・「最大騎士力」・通常の発展カードは使いません。専用の発展カード26枚（「騎士の登用」14枚：城タイルの空いた道に騎士、「強力な騎士」4枚：好きな空いた道に騎士、「裏切り」4枚：2金を受け取り蛮族2体を岸辺タイル間で移動、「陰謀」4枚：蛮族1体を捕らえる）は購入したらすぐに実行します。開拓地や都市を建設するたびに、手番のプレイヤーが7以外の異なる3つの数が出るまでダイスを振り、その数の岸辺タイルに蛮族を1体ずつ置きます（3体いるタイルには置かない）。蛮族3体でタイルは征服され、資源を産出せず、街道も開拓地も建設できません。隣接タイルがすべて征服された開拓地・都市はポイントがなく港も使えません。交易・建設の後、各騎士は3歩まで（小麦1枚で5歩まで）移動でき、城タイルの騎士は離れなければなりません。各ターンの終わりに、周囲の騎士が蛮族より多い岸辺タイルの蛮族は駆逐され、騎士の持ち主で分けて捕虜にします（2体で1点）。その後カラーダイスの色の方向にいる騎士は失われます（1体につき3金）。7が出たら：8枚以上は半分捨て、振った人は誰か1人から資源を1枚奪います。2金で資源1枚を1手番2回まで購入できます。12点で勝利。 「2人でカタン」と組み合わせる場合：最初の騎士を置いたら中立の騎士を城タイルの道に置きます。自分の騎士を移動した後に中立の騎士を移動できます。中立の騎士は失われず、捕虜をかけたダイス目は3に固定です。交易チップ（相手以下なら1枚、多ければ2枚）で蛮族1体を岸辺タイル間で移動できます。騎士を失ったら2金と交易チップ1枚をもらいます。「カタンの河川」と組み合わせる場合：長い「河川タイル」は城タイルから対角の隅へ、短い「河川タイル」は東の海岸沿いに流れます。「沼地タイル」には蛮族を置きません。「12」のタイルには「2」も置かれ、蛮族2体で始まります。征服されたタイルの道には「橋コマ」も建設できません。初期配置の都市には金貨は出ません。
modules-aliases-barbarian-attack = 蛮族
action-barbarian_attack-place_knight = 騎士を置く
action-barbarian_attack-move_barbarian = 蛮族を移動
action-barbarian_attack-move_barbarian-supply = ストックの蛮族を置く
action-barbarian_attack-capture_barbarian = 蛮族を捕らえる
action-barbarian_attack-move_knight = 騎士を移動
action-barbarian_attack-raid_player = 資源を1枚奪う
rule-not-a-knight-spot = そこには騎士を置けません
rule-not-a-barbarian-move = その蛮族の移動はできません
rule-no-barbarian-there = そこに蛮族はいません
rule-no-knight-to-move = そこに移動できるあなたの騎士はいません
rule-knight-cannot-reach = 騎士はそこへ移動できません
rule-castle-knight-must-move = 城タイルの騎士はまず離れなければなりません
rule-grain-not-needed = その移動に小麦は要りません
rule-conquered-path = 征服されたタイルの道には街道を建設できません
rule-conquered-corner = 征服されたタイルの交差点には開拓地を建設できません

# 盤面のコマとカウンター。
piece-barbarian-attack-knight = 騎士
piece-barbarian-attack-barbarians = 蛮族{ $n ->
   *[other] {""}
}
piece-barbarian-attack-prisoners = 捕虜{ $n ->
   *[other] {""}
}
piece-barbarian-attack-knights-left = 残りの騎士{ $n ->
   *[other] {""}
}

# 手番の表示、ログ、選択。
modules-barbarian-attack-line = ⚔️ 蛮族：{ $hexes } · 征服：{ $conquered } · ストック{ $supply } · 捕虜：{ $prisoners } · 残りの騎士：{ $knights } · 山札{ $deck }
modules-barbarian-attack-set-up = ⚔️ { $hexes }に蛮族が1体ずついます
modules-barbarian-attack-landed = ⛵ { $name }が{ $sum }を出した：{ $hex }に蛮族が上陸（{ $count }体）
modules-barbarian-attack-landing-full = ⛵ { $name }が{ $sum }を出した：{ $hex }には既に3体いるので置かない
modules-barbarian-attack-landing-again = ⛵ { $name }が{ $sum }を出した：振り直し
modules-barbarian-attack-landing-none = ⛵ { $name }が{ $sum }を出した：その数の岸辺タイルはない
modules-barbarian-attack-supply-empty = ⛵ ストックに蛮族が残っていない
modules-barbarian-attack-conquered = 🏴 { $hex }は征服された：数字チップを裏返す
modules-barbarian-attack-recaptured = 🏳️ { $hex }を奪還した
modules-barbarian-attack-card = 🃏 { $name }が「{ $card }」をめくった
modules-barbarian-attack-reshuffled = 🔀 捨て札を混ぜて山札にした。
modules-barbarian-attack-card-knighthood = 騎士の登用
modules-barbarian-attack-card-strong-knight = 強力な騎士
modules-barbarian-attack-card-treason = 裏切り
modules-barbarian-attack-card-intrigue = 陰謀
modules-barbarian-attack-no-effect = 🃏 「{ $card }」は何もできず捨て札になる
modules-barbarian-attack-redrawn = 🃏 岸辺タイルに蛮族がいない：{ $name }は引き直す
modules-barbarian-attack-knight-placed = 🛡️ { $name }が{ $code }に騎士を置いた
modules-barbarian-attack-supply = ストック
modules-barbarian-attack-moved = ⚔️ { $name }が蛮族を{ $from }から{ $to }へ移動
modules-barbarian-attack-captured = ⛓️ { $name }が{ $hex }の蛮族を1体捕らえた
modules-barbarian-attack-gold-treason = 💰 { $name }が{ $gold }金を受け取る（裏切り）
modules-barbarian-attack-gold-no-prisoner = 💰 { $name }が{ $gold }金を受け取る（捕虜なし）
modules-barbarian-attack-gold-knight-lost = 💰 { $name }が騎士を失い{ $gold }金を受け取る
modules-barbarian-attack-knight-moved = 🛡️ { $name }が騎士を移動 { $from } → { $to }（{ $steps }歩）
modules-barbarian-attack-knight-moved-grain = 🛡️ { $name }が騎士を移動 { $from } → { $to }（{ $steps }歩、小麦1枚）
modules-barbarian-attack-battle-lost = ⚔️ { $hex }：騎士{ $knights }体は蛮族{ $barbarians }体より多くない
modules-barbarian-attack-battle-won = ⚔️ { $hex }：騎士（{ $knights }）が蛮族{ $barbarians }体を駆逐
modules-barbarian-attack-capture-roll = 🎲 { $name }が捕虜をかけて{ $sum }を出した
modules-barbarian-attack-prisoners = ⛓️ { $name }が蛮族を{ $count }体捕らえた（合計{ $total }体）
modules-barbarian-attack-colour = 🎲 { $name }がカラーダイスを振った：{ $colour }
modules-barbarian-attack-green = 緑
modules-barbarian-attack-purple = 紫
modules-barbarian-attack-brown = 茶色
modules-barbarian-attack-knight-lost = 💀 { $name }の{ $code }の騎士が失われた
modules-barbarian-attack-owes-knight = 騎士の配置
modules-barbarian-attack-owes-move = 蛮族の移動（裏切り）
modules-barbarian-attack-owes-capture = 蛮族の捕獲（陰謀）
modules-barbarian-attack-owes-raid = 資源を奪う相手の選択
modules-barbarian-attack-prompt-knight = カードの騎士を空いている道（盤面に表示）に置いてください。
modules-barbarian-attack-prompt-move = 裏切り：蛮族を1体、岸辺タイルから別の岸辺タイルへ移動してください。
modules-barbarian-attack-prompt-capture = 陰謀：岸辺タイルの蛮族を1体捕らえてください。
modules-barbarian-attack-prompt-raid = 7：資源を1枚奪う相手を選んでください。
modules-barbarian-attack-button-knight = 騎士を置く
modules-barbarian-attack-button-move = 蛮族を移動
modules-barbarian-attack-button-capture = 蛮族を捕らえる
modules-barbarian-attack-button-raid = 資源を奪う
modules-barbarian-attack-report = ⚔️ **蛮族の駆逐**（ターンの終わり）
modules-barbarian-attack-step = { $who }が騎士を移動します：1体ずつ3歩まで（小麦1枚で5歩まで）。城タイルの騎士は離れなければなりません。
modules-barbarian-attack-done-moving = 移動を終える
modules-barbarian-attack-landings = ⛵ **蛮族の上陸**（建設の後）

# 「2人でカタン」と組み合わせる場合（seed 000 §7(4)）。
action-barbarian_attack-move_barbarian_for_tokens = 交易チップで蛮族を移動
rule-tokens-needed = 蛮族を移動するには、この手番に交易チップが{ $needed }枚必要です
modules-barbarian-attack-for-tokens = （交易チップ{ $tokens }枚）
modules-barbarian-attack-neutral-knight-placed = 🛡️ { $name }が中立の騎士（{ $neutral }）を{ $code }に置いた
modules-barbarian-attack-capture-fixed = 🎲 { $name }はダイスを振らず、捕虜をかけた目は3
modules-barbarian-attack-neutral-knight-moved = 🛡️ { $name }が中立の騎士を移動 { $from } → { $to }（{ $steps }歩）
modules-barbarian-attack-neutral-knight-moved-grain = 🛡️ { $name }が中立の騎士を移動 { $from } → { $to }（{ $steps }歩、小麦1枚）
modules-barbarian-attack-owes-neutral-knight = 中立の騎士の配置
modules-barbarian-attack-prompt-neutral-knight = 最初の騎士が置かれました。中立の騎士を城タイルの空いた道（盤面に表示）に置いてください。
modules-barbarian-attack-button-neutral-knight = 中立の騎士を置く
