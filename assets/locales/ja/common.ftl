# common: 全体で使う語（日本語）。同じ id を英語と日本語の両方に置く。

## 資源カードの枚数：「レンガ2枚」（資源名は i18n::resource_name）。
resource-count = { $resource }{ $count }枚
lang-name = 日本語
