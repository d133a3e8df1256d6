# カタン：都市と騎士：ボットがこの拡張について話すすべての言葉（名前、ルール説明、状態、出来事、
# 拒否理由、行動名）。両言語で同じid。段階的に実装中で、完成まではボットは提供しない。

modules-name-cities-and-knights = 都市と騎士
modules-cities-and-knights-track-trade = 交易
modules-cities-and-knights-track-politics = 政治
modules-cities-and-knights-track-science = 科学
modules-cities-and-knights-face-ship = 海賊船
modules-cities-and-knights-face-gate = { $track }の城門
modules-cities-and-knights-ship-line = ⛵ 海賊 { $bar } カタン島まで{ $of }マス中{ $steps }マス
modules-cities-and-knights-levels-line = 🏛️ 都市の開発（交易/政治/科学）：{ $levels }
modules-cities-and-knights-metropolis-line = 🏙️ { $track }のメトロポリス：{ $name }
modules-cities-and-knights-event-die = 🎲 イベントダイス：{ $face }
modules-cities-and-knights-red-and-event-die = 🎲 赤ダイス：{ $red }・イベントダイス：{ $face }（次にイベントカードをめくる）
modules-cities-and-knights-barbarians-advanced = ⛵ 海賊船が進んだ（{ $of }マス中{ $steps }マス）
modules-cities-and-knights-improved = 🏛️ { $name }が{ $track }をレベル{ $level }に開発した
modules-cities-and-knights-metropolis-taken = 🏙️ { $name }が{ $track }のメトロポリスを得た
modules-cities-and-knights-wall-built = 🧱 { $name }が城壁を築いた
rule-ck-needs-city = 都市の開発には都市が必要です
rule-ck-top-level = この開発は最高レベルです
rule-ck-no-city-for-metropolis = レベル4と5にはメトロポリスのない都市が必要です
rule-ck-metropolis-city-needed = このレベルでメトロポリスを得ます：置く都市を選んでください
rule-ck-bad-metropolis-city = そこにはメトロポリスを置けません
rule-ck-not-your-city = 城壁は城壁のない自分の都市に築きます
rule-ck-not-pillageable = メトロポリスのない自分の都市を選んでください
rule-ck-rebuild-first = 先に破壊された都市を復興してください
rule-ck-not-pillaged = これは破壊された自分の都市ではありません
modules-cities-and-knights-attack-held = ⚔️ 海賊の襲撃（攻撃力{ $strength }）：騎士（{ $defence }）がカタンを守った
modules-cities-and-knights-attack-lost = ⚔️ 海賊の襲撃（攻撃力{ $strength }）：騎士（{ $defence }）が敗れた
modules-cities-and-knights-defender = 🛡️ { $name }がカタンの守護者になった（+1勝利点）
modules-cities-and-knights-pillaged = 🔥 { $name }の都市が海賊に破壊された
modules-cities-and-knights-rebuilt = 🏗️ { $name }が破壊された都市を復興した
modules-cities-and-knights-retreat = ⛵ 海賊は最初の位置に戻った
modules-cities-and-knights-retreat-robber = ⛵ 海賊は最初の位置に戻った。これからは7の目で盗賊が動く
modules-cities-and-knights-owes-pillage = 海賊に破壊される都市を選んでいます
modules-cities-and-knights-prompt-pillage = 海賊の勝ち：破壊される自分の都市を選んでください（開拓地に戻ります）。
modules-cities-and-knights-button-pillage = 破壊される都市を選ぶ
action-cities_and_knights-choose_pillaged_city = この都市を差し出す
action-cities_and_knights-rebuild_city = 破壊された都市を復興
lookups-rules-cities-and-knights = **都市と騎士**：勝利点13点。初期配置は開拓地、次に都市（都市に隣接した土地から資源を1枚ずつ）。白と赤のダイスとイベントダイスを同時に振り、イベントダイスを先に処理（船マークで海賊が進む、城門で戦略カード）、それから資源獲得。都市に隣接する木・羊・鉄は資源1枚と交易品（紙・布・コイン）1枚、土と麦は資源2枚。交易品で都市を開発（交易は布、政治はコイン、科学は紙。レベル1〜5は交易品1〜5枚）。レベル3で特殊効果（交易：交易品を2:1で交換、政治：強騎士にできる、科学：水道橋で資源を得られなかったときに好きな資源1枚）、レベル4に最初に達した人はメトロポリス（+2勝利点）。城壁（レンガ2、3つまで）でバーストの上限が2枚増える。盤面画像：左端に海賊船の進み具合、騎士はレベルの数字つき（アクティブは金の縁で塗りつぶし、非アクティブは淡色）、城壁は都市の下、メトロポリスは王冠、開発レベルはプレイヤーカードに表示。騎士（羊＋鉄）は自分の街道の先の交差点に置き、グレードアップ（羊＋鉄、強騎士には政治レベル3）、アクティブに（麦）できる。アクティブな騎士は街道沿いに移動、弱い騎士を後退させる、盗賊を追い払うことができる。船マーク7回で海賊が襲撃：アクティブな騎士の強さと都市の数を比べ、守れば騎士力トップ1人が勝利点1、負ければ騎士力の最も低いプレイヤーが都市を1つ失う（メトロポリスは安全）。その後すべての騎士は解除状態。発展カードと最大騎士力はなし。盗賊は海賊が初めて襲撃するまで動かない。
action-cities_and_knights-improve_trade = 交易を開発（布）
action-cities_and_knights-improve_politics = 政治を開発（コイン）
action-cities_and_knights-improve_science = 科学を開発（紙）
action-cities_and_knights-improve_trade_metropolis = 交易を開発してメトロポリスを得る
action-cities_and_knights-improve_politics_metropolis = 政治を開発してメトロポリスを得る
action-cities_and_knights-improve_science_metropolis = 科学を開発してメトロポリスを得る
action-cities_and_knights-build_wall = 城壁を築く

# 盤面画像のコマ。
piece-metropolis = メトロポリス
piece-wall = 城壁

# 騎士。
piece-cities-and-knights-knight = 騎士
action-cities_and_knights-build_knight = 騎士を生産（羊＋鉄）
action-cities_and_knights-promote_knight = 騎士をグレードアップ（羊＋鉄）
action-cities_and_knights-activate_knight = 騎士をアクティブに（麦）
action-cities_and_knights-move_knight = 騎士を移動
action-cities_and_knights-chase_robber = 騎士で盗賊を追い払う
action-cities_and_knights-retreat_knight = 騎士をここに後退させる
rule-ck-knight-spot = 騎士は自分の街道の先の空いている交差点に置きます
rule-ck-not-your-knight = そこに自分の騎士はいません
rule-ck-knight-top-level = この騎士はすでに強騎士です
rule-ck-fortress-needed = 強騎士には政治レベル3（要塞）が必要です
rule-ck-promoted-this-turn = この騎士はこのターンすでにグレードアップしました
rule-ck-knight-active = この騎士はすでにアクティブです
rule-ck-knight-inactive = この騎士はアクティブではありません
rule-ck-just-activated = このターンにアクティブにした騎士は次のターンまで行動できません
rule-ck-knight-unreachable = 騎士はそこへ行けません
rule-ck-robber-locked = 海賊の最初の襲撃まで盗賊は動きません
rule-ck-robber-not-adjacent = 盗賊はこの騎士の隣にいません
rule-ck-not-a-retreat = 騎士はそこへ後退できません
modules-cities-and-knights-knights-line = ⚔️ 騎士（アクティブ/全部、強さ）：{ $knights }
modules-cities-and-knights-knight-built = ⚔️ { $name }が騎士を生産した
modules-cities-and-knights-knight-promoted = ⚔️ { $name }が騎士をレベル{ $level }にグレードアップした
modules-cities-and-knights-knight-activated = ⚔️ { $name }が騎士をアクティブにした
modules-cities-and-knights-knight-moved = ⚔️ { $name }が騎士を移動した
modules-cities-and-knights-knight-displaced = ⚔️ { $by }が{ $name }の騎士を後退させた
modules-cities-and-knights-knight-retreated = ⚔️ { $name }の騎士が後退した
modules-cities-and-knights-knight-removed = ⚔️ { $name }の騎士は後退する場所がなく盤面から排除された
modules-cities-and-knights-robber-chased = ⚔️ { $name }の騎士が盗賊を追い払った
modules-cities-and-knights-knights-deactivated = ⚔️ 戦闘後、すべての騎士が解除状態になった
modules-cities-and-knights-owes-retreat = 後退させられた騎士の行き先を選んでいます
modules-cities-and-knights-prompt-retreat = 騎士が後退させられました：自分の街道沿いの後退先を選んでください。
modules-cities-and-knights-button-retreat = 騎士の後退先を選ぶ

# 水道橋（科学レベル3）。
action-cities_and_knights-choose_aqueduct_resource = この資源を受けとる（水道橋）
modules-cities-and-knights-aqueduct = 🏛️ { $name }は資源を得られなかったので{ $resource }を受けとった（水道橋）
modules-cities-and-knights-owes-aqueduct = 水道橋で受けとる資源を選んでいます
modules-cities-and-knights-prompt-aqueduct = 資源を得られませんでした：水道橋で好きな資源を1枚受けとれます。
modules-cities-and-knights-button-aqueduct = 資源を選ぶ（水道橋）

# 戦略カード（スライス7：エンジンの言葉のみ。表示はスライス10で）。
action-cities_and_knights-choose_progress_card = この色の戦略カードを受けとる
action-cities_and_knights-discard_progress_card = この戦略カードを山札の一番下に戻す
action-cities_and_knights-play_progress_card = 戦略カードを使う
modules-cities-and-knights-progress-drawn = 🃏 { $name }が{ $track }の戦略カードを1枚引いた
modules-cities-and-knights-progress-discarded = 🃏 { $name }が{ $track }の戦略カードを1枚山札の一番下に戻した
modules-cities-and-knights-progress-played = 🃏 { $name }が戦略カードを使った（{ $card }）
modules-cities-and-knights-progress-goods = 🃏 { $name }がカードを{ $count }枚受けとった
modules-cities-and-knights-merchant-placed = 🃏 { $name }が商人を置いた
modules-cities-and-knights-owes-progress-colour = 戦略カードの色を選んでいます
modules-cities-and-knights-owes-progress-discard = 戦略カードを山札に戻しています（5枚以上）
rule-ck-deck-empty = その戦略カードの山札はもうありません
rule-ck-no-such-progress-card = その戦略カードを持っていません
rule-ck-card-not-playable = この戦略カードはまだ使えません
rule-ck-bad-progress-choice = この戦略カードには別の選択が必要です
rule-ck-progress-useless = この戦略カードはいま使っても何も起こりません
action-cities_and_knights-give_wedding_gift = このカードを渡す（結婚式）
modules-cities-and-knights-owes-wedding = カードを2枚渡しています（結婚式）
modules-cities-and-knights-road-removed = 🃏 { $by }が{ $name }の街道を取り除いた（外交官）
# 使用後に選択のある6枚（スパイ、豪商、脱走兵、商業港、破壊工作員）と発明家の数字チップ交換（コアの tile_changed）。
action-cities_and_knights-take_spied_card = この戦略カードをもらう（スパイ）
action-cities_and_knights-take_merchant_cards = このカードをもらう（豪商）
action-cities_and_knights-remove_deserter_knight = この騎士を取り除く（脱走兵）
action-cities_and_knights-place_deserter_knight = ここに自分の騎士を置く（脱走兵）
action-cities_and_knights-decline_deserter_knight = 騎士を置かない（脱走兵）
action-cities_and_knights-offer_harbor_resource = この資源を渡す（商業港）
action-cities_and_knights-give_harbor_commodity = この交易品を渡す（商業港）
action-cities_and_knights-discard_for_saboteur = このカードを捨てる（破壊工作員）
modules-cities-and-knights-progress-taken = 🃏 { $name }が{ $from }から戦略カードを1枚もらった（スパイ）
modules-cities-and-knights-knight-deserted = ⚔️ { $name }のレベル{ $level }の騎士が脱走した（{ $by }の脱走兵）
modules-cities-and-knights-deserter-placed = ⚔️ { $name }がレベル{ $level }の騎士を置いた（脱走兵）
modules-cities-and-knights-harbor-no-commodity = 🃏 { $name }は交易品を持っていない：{ $by }との交換はなし（商業港）
modules-cities-and-knights-owes-spy = もらう戦略カードを選んでいます（スパイ）
modules-cities-and-knights-owes-master-merchant = もらうカード2枚を選んでいます（豪商）
modules-cities-and-knights-owes-deserter = 脱走する騎士を選んでいます（脱走兵）
modules-cities-and-knights-owes-deserter-place = 騎士を置く場所を選んでいます（脱走兵）
modules-cities-and-knights-owes-harbor-resource = 渡す資源を選んでいます（商業港）
modules-cities-and-knights-owes-harbor-commodity = 返す交易品を選んでいます（商業港）
modules-cities-and-knights-owes-saboteur = 手札の半分を捨てています（破壊工作員）
rule-ck-not-more-points = 自分より勝利点の多いプレイヤーを選んでください
rule-ck-number-fixed = この数字チップは動かせません（2、12、6、8はそのまま）

# 凡例のカウンター（開発レベル、交易品の枚数は本人のカードのみ）。
piece-cities-and-knights-trade-level = 交易
piece-cities-and-knights-politics-level = 政治
piece-cities-and-knights-science-level = 科学
piece-cities-and-knights-commodities = 交易品{ $n ->
   *[other] {""}
}

# 手番表示のダイスと襲撃の報告（専用のメッセージ）。
modules-cities-and-knights-dice-line = 🎲 白ダイス{ $white }・赤ダイス{ $red }・イベントダイス：{ $face }
modules-cities-and-knights-dice-red-only = 🎲 赤ダイス{ $red }・イベントダイス：{ $face }（数字はイベントカード）
modules-cities-and-knights-report = **⚔️ 海賊の襲撃の報告**
modules-cities-and-knights-report-forces = 海賊の攻撃力{ $strength }（島の都市の数）対 騎士の力{ $defence }：{ $each }
modules-cities-and-knights-report-held = 🛡️ カタンの勝ち：海賊は撃退された。
modules-cities-and-knights-report-lost = 🔥 海賊の勝ち：騎士力の最も低いプレイヤーは都市を1つずつ失う（メトロポリスは安全）。
modules-cities-and-knights-report-nothing-pillaged = まだ都市は失われていない：都市を複数持つ騎士力の最も低いプレイヤーが失う都市を選ぶ（失う都市がなければ何もない）。
