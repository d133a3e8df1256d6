# lookups: Japanese messages (lookups). Same ids in both languages.

## /catan status
lookups-status-head = **第{ $turn }ターン** — { $situation }
lookups-first-to = { $vp }勝利点で勝ち。
lookups-last-roll = 直前のサイコロ：{ $sum }（{ $a }＋{ $b }）。
lookups-bank = 銀行：{ $bank } · 発展カードの残り：{ $dev }枚
lookups-bank-no-deck = 銀行：{ $bank }
lookups-open-offer = 出ている交易の提案：{ $name }が{ $give }を出して{ $get }がほしい

## /catan log
lookups-log-too-few = 1件以上を指定してください（指定：{ $asked }）。例：`/catan log count:10`
lookups-log-capped = （{ $asked }件の指定ですが、一度に表示できるのは{ $max }件までです。）
lookups-log-title = **最近の出来事**
lookups-log-empty = まだ何も起きていません。
lookups-log-turn = — 第{ $turn }ターン：{ $name } —
lookups-log-accepted = { $name }が提案を承諾
lookups-log-declined = { $name }が提案を断った
lookups-log-countered = { $name }の逆提案：{ $give }を出すので{ $get }がほしい

## /catan rules
lookups-base-rules = **カタン — 基本ルール**
    • 初期配置：各自が開拓地2つと街道2本を置きます（順番は往復）。2つ目の開拓地に接する土地の資源カードを1枚ずつ受け取ります。
    • 手番：サイコロを振り、出た目の土地に接する開拓地は資源カード1枚、都市は2枚を受け取ります（盗賊のいる土地は産出なし）。その後、建設・交易をし、発展カードを1枚まで使えます（その手番に買ったものは不可）。
    • 7の目：資源カードが8枚以上の人は半分（端数切り捨て）を捨てます。振った人は盗賊を移動し、その土地に接する人から1枚を無作為に奪います。
    • 建設コスト：街道＝レンガ＋木材、開拓地＝レンガ＋木材＋羊毛＋小麦、都市＝小麦2＋鉱石3、発展カード＝鉱石＋羊毛＋小麦。
    • 発展カード（25枚、山札から引く）：騎士14枚（盗賊を移動して1枚奪う。最初に3枚使った人が最大騎士力）、勝利点5枚（1枚1勝利点。勝つまで公開しない）、街道建設2枚（街道を2本無料で置く）、収穫2枚（銀行から好きな資源カードを2枚もらう）、独占2枚（資源を1つ指定し、他の全員からその資源をすべてもらう）。1手番に1枚まで、サイコロの前でも後でも使えますが、買った手番には使えません。勝利点カードは使うものではありません。
    • 開拓地どうしは交差点を1つ以上空けます。初期配置の後は自分の街道につながる場所にだけ建てられます。
    • 交易：手番のプレイヤーは銀行と4:1（港があれば3:1か2:1）で海上交易でき、他のプレイヤーとも交易できます（手番でない人どうしは交易できません）。
    • 最長交易路（街道5本以上）と最大騎士力（騎士3枚以上）はそれぞれ2勝利点。
    • 自分の手番に{ $vp }勝利点に達した人の勝ちです。
lookups-no-variants = 選択ルールは使っていません。

## /catan history と /catan stats
lookups-history-won = ゲーム{ $game } — <@{ $winner }>が{ $vp }勝利点で勝利、{ $turns }ターン（{ $players }人、{ $when }）
lookups-history-drawn = ゲーム{ $game } — { $vp }勝利点で引き分け、{ $turns }ターン（{ $players }人、{ $when }）
lookups-history-abandoned = ゲーム{ $game } — { $turns }ターンで中止（{ $players }人、{ $when }）
lookups-history-empty = このサーバーで終わったゲームはまだありません。
lookups-history-title = **このサーバーで最近終わった{ $count }ゲーム**
lookups-stats-none = <@{ $user }>はこのサーバーでまだゲームを終えていません。
lookups-stats = **<@{ $user }>** — { $played }ゲーム、{ $won }勝（勝率{ $rate }%）、平均{ $average }勝利点。

## /catan board
lookups-board-setup = 初期配置中の盤面です。
lookups-board-turn = 第{ $turn }ターンの盤面です。

# /catan hint（bot::hint）：質問した人の立場でのコンピューターの手。
hint-suggests = 💡 コンピューターならこうします：**{ $action }**
    （あなたに見えることだけで考えています。決めるのはあなたです。）
hint-nothing-owed = 今は決めることがありません。あなたの番になったらもう一度どうぞ。
