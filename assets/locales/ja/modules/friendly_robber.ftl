# 親切な盗賊：ボットがこのルールについて話すすべての言葉（名前、ルール説明、状態、出来事、
# 選択肢、拒否理由、行動名）。両言語で同じid。

modules-name-friendly-robber = 親切な盗賊
modules-pick-note-friendly-robber-robber = 親切な盗賊：2勝利点しかないプレイヤーの建物があるタイルには置けず、そのプレイヤーからは奪えません。
lookups-rules-friendly-robber = **親切な盗賊**：勝利点が2点しかないプレイヤーの隣には盗賊を置けず、その人からは奪えません。
