# カタンの河川：ボットがこのシナリオについて話すすべての言葉（名前、ルール説明、状態、出来事、
# 拒否理由、行動名）。両言語で同じid。

modules-name-rivers = カタンの河川
modules-rivers-nobody = なし
modules-rivers-settlers-line = 💰 金持ち開拓者（+1勝利点）：{ $wealthiest } · 貧乏開拓者（−2勝利点）：{ $poor }
modules-rivers-bridges-line = 🌉 残りの橋コマ：{ $bridges }
modules-rivers-bridge-built = 🌉 { $name }が橋を建設した
modules-rivers-gold-road = 💰 { $name }が川に面した街道で{ $gold }金を受け取った
modules-rivers-gold-settlement = 💰 { $name }が川に面した開拓地で{ $gold }金を受け取った
modules-rivers-gold-bridge = 💰 { $name }が橋で{ $gold }金を受け取った
modules-rivers-wealthiest-now = 💰 { $name }が金持ち開拓者になった（+1勝利点）
modules-rivers-wealthiest-aside = 💰 金持ち開拓者カードは脇に置かれた（単独で最も金貨が多い人がいない）
modules-rivers-poor-now = 🪙 貧乏開拓者（−2勝利点）：{ $names }
rule-river-crossing = 街道は川を横断できません。橋コマを建設してください（レンガ2・木材1）
rule-not-a-river-crossing = 橋コマは川を横断する道にしか建設できません
lookups-rules-rivers = **カタンの河川**：「沼地タイル」のある2本の「河川タイル」が島を流れます（「山岳タイル」2枚、「丘陵タイル」2枚、「牧草地タイル」2枚、「砂漠タイル」を取り除く。数字チップ「2」は「12」と同じタイルに置き、「盗賊コマ」は「沼地タイル」に置く）。川に面した道に「街道コマ」を置くたび、河川に面した交差点に「開拓地コマ」を置くたびに1金（初期配置でも）。「街道コマ」と「開拓地コマ」は川を横断できず、「橋コマ」（レンガ2・木材1、各色3本、初期配置と「街道建設」では不可）だけが横断でき、3金を受け取ります。橋は「最長交易路」に数えます。手番に2回まで、2金で好きな資源カード1枚を購入できます。金貨は交換できますが、盗賊に奪われません。単独で金貨が最も多い人は「金持ち開拓者」（+1勝利点）、最も少ない人（全員）は「貧乏開拓者」（−2勝利点）。
action-rivers-build_bridge = 橋を建設

# 盤面画像のコマ・カウンター・印。
piece-bridge = 橋
piece-rivers-bridges-left = 残り橋{ $n ->
   *[other] {""}
}
piece-rivers-wealthiest = 金持ち開拓者
piece-rivers-wealthiest-short = 金持ち
piece-rivers-poor = 貧乏開拓者
piece-rivers-poor-short = 貧乏
