# cards: Japanese messages (cards). Same ids in both languages.

## 発展カード。
play-label = { $card }：{ $what }
cards-none = 発展カードを持っていません。
cards-yours = **あなたの発展カード**：{ $cards }
cards-press = 使うカードのボタンを押してください。
cards-already-played = この手番ではもう発展カードを使いました。
cards-bought-this-turn = この手番に買ったカードは次の手番から使えます。
cards-vp-never-played = 勝利点カードは使うカードではありません。持っているだけで得点になり、ゲーム終了時に公開されます。
cards-play-button = 「{ $card }」を使う
cards-monopoly-placeholder = 資源を1種類選ぶ
cards-plenty-placeholder = 資源を2枚選ぶ
cards-cannot-play = 今は「{ $card }」を使えません。
cards-monopoly-prompt = 独占：ほかの全員から集める資源を選んでください。
cards-plenty-prompt = 収穫：銀行から受け取る資源を2枚選んでください。
cards-not-playable = `{ $card }` は今使えるカードではありません。

## 7が出たときの資源の捨て札。
discard-option = { $held }枚中{ $k }枚目
discard-prompt = 手札は{ $total }枚なので、**{ $owed }枚**捨ててください。手札：{ $hand }。
discard-too-many = 手札が多すぎてメニューに収まりません。`/catan discard cards:` を使ってください（例：`2 brick, 1 ore`）。
discard-choose-below = 下のメニューからちょうど{ $owed }枚選んでください。
discard-placeholder = 捨てるカードを{ $owed }枚選ぶ
discard-wrong-count = ちょうど{ $owed }枚捨ててください（選んだのは{ $chosen }枚）。何も捨てていません。
discard-not-held = { $cards }を持っていません（手札：{ $hand }）。何も捨てていません。
discard-none-owed = 資源を捨てる必要はありません。7が出たときに8枚以上持っている人だけが捨てます。

## 入力されたカード。
cards-two-numbers = `{ $word }` の近くで数字が続いています
cards-not-a-resource = `{ $word }` は資源ではありません（木材・レンガ・羊毛・小麦・鉱石、または lumber, brick, wool, grain, ore）
cards-number-first = 数字は資源の前に書いてください（例：`2 レンガ`）
cards-unreadable = `{ $text }` を読み取れません：{ $why }。
