# 都市と騎士：ボットの戦略カード（手札、選択、カード名）。
ck-progress-button = 戦略カード
ck-progress-hand = 📜 あなたの戦略カード：{ $cards }
ck-progress-no-cards = 📜 戦略カードを持っていません。
ck-progress-none-playable = いま使えるカードはありません（ダイスを振る前は「錬金術師」のみ）。
ck-progress-choose-card = 使うカードを選んでください：
ck-progress-playing = { $card }を使います。
ck-progress-choose-resource = 資源または交易品を選んでください：
ck-progress-choose-commodity = 交易品を選んでください：
ck-progress-choose-seat = プレイヤーを選んでください：
ck-progress-choose-vertex = 交差点を選んでください（盤面に番号）：
ck-progress-choose-second = 2人目の騎士を選んでください（盤面に番号）：
ck-progress-choose-hex = 土地を選んでください（盤面に番号）：
ck-progress-choose-second-hex = 2つ目の土地を選んでください（盤面に番号）：
ck-progress-choose-edge = 街道を選んでください（盤面に番号）：
ck-progress-choose-dice = ダイスの目を選んでください（白、赤）：
ck-progress-choose-other = 選んでください：
ck-progress-nothing-more = ほかに選ぶものなし
ck-progress-dice = 白{ $white }・赤{ $red }
ck-progress-play-option = 戦略カードを使う：{ $choice }
ck-progress-card-of = { $card }（{ $track }）
ck-progress-you-drew = 📜 「{ $card }」を引きました。
ck-progress-you-discarded = 📜 「{ $card }」を山札の一番下に戻しました。
ck-progress-you-took = 📜 「{ $card }」をもらいました（スパイ）。
ck-progress-card-alchemist = 錬金術師
ck-progress-card-crane = クレーン
ck-progress-card-engineer = 技術者
ck-progress-card-inventor = 発明家
ck-progress-card-irrigation = 灌漑
ck-progress-card-medicine = 医学
ck-progress-card-mining = 採掘
ck-progress-card-printer = 印刷機
ck-progress-card-road-building = 街道建設
ck-progress-card-smith = 鍛冶屋
ck-progress-card-commercial-harbor = 商業港
ck-progress-card-master-merchant = 豪商
ck-progress-card-merchant = 商人
ck-progress-card-merchant-fleet = 商船団
ck-progress-card-resource-monopoly = 資源独占
ck-progress-card-trade-monopoly = 交易品独占
ck-progress-card-bishop = 司教
ck-progress-card-constitution = 憲法
ck-progress-card-deserter = 脱走兵
ck-progress-card-diplomat = 外交官
ck-progress-card-intrigue = 陰謀
ck-progress-card-saboteur = 破壊工作員
ck-progress-card-spy = スパイ
ck-progress-card-warlord = 将軍
ck-progress-card-wedding = 結婚式

# 盤面画像：各プレイヤーの戦略カード（凡例の数）。
piece-cities-and-knights-progress-cards = 戦略カード{ $n ->
   *[other] {""}
}

# /catan rules：戦略カード（拡張の説明の次の段落）。
lookups-rules-cities-and-knights-more = **戦略カード**：交易（黄）、政治（青）、科学（緑）の3つの山札（各18枚）。イベントダイスが城門を出したとき、その色の都市の開発で赤のダイス目が対象になっているプレイヤー（レベル1なら赤のダイス目が2以下、レベル2なら3以下、以下同様）は、その色の戦略カードを1枚引きます。戦略カードは手札とは別にして非公開で所持し、最大で4枚までキープできます。自分のターン以外に受け取った5枚目は即座に1枚を山札の一番下に戻し、自分のターンに受け取ったものは使えて、次のプレイヤーの手番前に4枚まで戻します。勝利点カード（印刷機、憲法）は受け取ったらすぐに公開され、勝利点になります。自分のターンにダイスを振った後なら何枚でも使えます（そのターンに引いたカードも）。ダイスを振る前に使えるのは「錬金術師」のみ。手番メッセージの📜戦略カードで自分の戦略カードが非公開で表示され、いま使えるカードと、そのカードに必要な選択が順に出ます。「選択」コマンドでも同じことができます。盤面画像：各プレイヤーの戦略カードの枚数は凡例のカードに、山札の残り枚数は海賊船の列の下に、商人（金貨を持ったコマ：置いたプレイヤーはその土地の資源を2:1で交換でき、勝利点1）、略奪された都市には×印の赤いバッジ、上の帯では赤のダイスが赤く、イベントダイスの面（海賊船、またはその色の城門）も出ます。

# 手番表示：各プレイヤーの戦略カードの枚数（公開）と山札の残り枚数。
ck-progress-state = 📜 戦略カード：{ $held }・山札：交易{ $trade }、政治{ $politics }、科学{ $science }
