# カタンの漁師たち：ボットがこのシナリオについて話すすべての言葉（名前、ルール説明、状態、
# 出来事、選択肢、拒否理由、行動名）。両言語で同じid。

modules-name-fishermen = カタンの漁師たち
lookups-rules-fishermen = **カタンの漁師たち**（シナリオ）：「砂漠タイル」のかわりに「湖タイル」（数字2・3・11・12、海に面さない）を置き、港のない海に「漁場タイル」6枚（4・5・6・8・9・10）を置きます。その数字が出ると、接する「開拓地コマ」1つにつき裏向きの「魚チップ」（魚1〜3匹）を1枚、「都市コマ」なら2枚獲得します。所持の上限は7枚です。自分の手番に魚を支払ってアクションができます（お釣りなし）：2匹「盗賊コマ」を盤外に取り除く、3匹 他のプレイヤーから「資源カード」を1枚奪う、4匹 好きな「資源カード」を1枚獲得、5匹 無料で「街道コマ」を建設、7匹「発展カード」を1枚獲得。「魚チップ」は資源ではないので、奪われず、交換できず、7の時にも数えません。「盗賊コマ」は盤外から始まり、最初に7が出た時に登場します。「ボロ靴」チップを引いたらすぐに公開し、勝利に必要な点数が1点増えます。自分の手番に、勝利点が同じかより多いプレイヤーに渡せます。
modules-fish-line = 🐟 魚チップ：{ $tokens } · 山 { $stack }枚
modules-fish-boot-line = 👢 ボロ靴：{ $name }（勝利に{ $target }点必要）
modules-fish-drawn = 🐟 { $name }が魚チップを{ $count }枚獲得
modules-fish-boot-drawn = 👢 { $name }がボロ靴を引いた：勝利に必要な点数が1点増える
modules-fish-reshuffled = 🐟 山がなくなった：支払われた魚チップ{ $count }枚を裏にしてシャッフルした
modules-fish-spent = 🐟 { $name }が魚{ $fish }匹（{ $tokens }）を支払って{ $on }
modules-fish-robber-removed = { $name }が盗賊コマを盤外に取り除いた（次に7が出たら戻る）
modules-fish-resource-taken = { $name }が魚で{ $resource }を1枚獲得
modules-fish-boot-passed = 👢 { $from }がボロ靴を{ $to }に渡した
modules-fish-limit = 🐟 { $name }は魚チップが上限の7枚：{ $missed }枚は引かない
modules-fish-private-drawn = 新しい魚チップ：**{ $tokens }**
modules-fish-hand = **魚**：{ $fish }匹（{ $tokens }）
modules-fish-hand-none = **魚**：なし
modules-fish-use-robber = 盗賊コマを盤外に取り除いた
modules-fish-use-steal = 資源カードを奪った
modules-fish-use-resource = 資源カードを獲得した
modules-fish-use-road = 街道コマを無料で建設した
modules-fish-use-dev-card = 発展カードを獲得した
modules-fish-opt-robber = 盗賊コマを盤外に取り除く（魚2匹）
modules-fish-opt-steal = { $name }から資源カードを1枚奪う（魚3匹）
modules-fish-opt-resource = 山札から{ $resource }を1枚獲得（魚4匹）
modules-fish-opt-road = { $code }に無料で街道（魚5匹）
modules-fish-opt-dev-card = 発展カードを1枚獲得（魚7匹）
modules-fish-opt-boot = ボロ靴を{ $name }に渡す
rule-not-enough-fish = 魚が{ $needed }匹必要です
rule-bad-fish-payment = 持っている魚チップで、余分なく支払ってください（お釣りはありません）
rule-robber-not-on-board = 盗賊コマは盤上にありません
rule-fish-bank-has-none = その資源カードは山札にありません
rule-no-boot = ボロ靴を持っていません
rule-boot-receiver-behind = ボロ靴は勝利点が同じかより多い他のプレイヤーにしか渡せません
action-fishermen-fish_remove_robber = 盗賊を盤外へ（魚2匹）
action-fishermen-fish_steal = 資源を奪う（魚3匹）
action-fishermen-fish_take_resource = 資源を獲得（魚4匹）
action-fishermen-fish_road = 無料の街道（魚5匹）
action-fishermen-fish_dev_card = 発展カード（魚7匹）
action-fishermen-pass_boot = ボロ靴を渡す

# 盤面画像のコマ・カウンター・印。
piece-fishermen-tokens = 魚チップ{ $n ->
   *[other] {""}
}
piece-fishermen-fish = 魚{ $n ->
   *[other] {""}
}
piece-fishermen-boot = ボロ靴（勝利に+1点）
piece-fishermen-boot-short = ボロ靴
