# common: 全体で使う語（日本語）。同じ id を英語と日本語の両方に置く。

## 資源カードの枚数：「レンガ2枚」（資源名は i18n::resource_name）。
resource-count = { $resource }{ $count }枚
## 金貨の枚数：「3金」（金貨はカードではない）。
gold-count = { $count }金
lang-name = 日本語
## 名前がまだ分からないプレイヤー。
player-n = プレイヤー{ $n }
## 空の手札。
nothing = なし
## 並べるときの区切り。
list-separator = 、
piece-settlement = 開拓地
piece-road = 街道
piece-city = 都市
piece-robber = 盗賊
card-knight = 騎士
card-victory-point = 勝利点
card-road-building = 街道建設
card-year-of-plenty = 収穫
card-monopoly = 独占
done = 完了しました。
