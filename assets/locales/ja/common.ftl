# common: 日本語のメッセージ（全体で使う語）。同じ id を英語と日本語の両方に置く。

## 資源カード
resource-brick = レンガ{ $count }枚
lang-name = 日本語
