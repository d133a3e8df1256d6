# trade: Japanese messages (trade). Same ids in both languages.

## カードの並び
trade-nothing = なし
trade-list-separator = 、

## 銀行・港との交易
trade-bank-give-option = { $resource }を{ $ratio }で出す（手札{ $held }枚）
trade-bank-get-option = { $give }で{ $get }
trade-bank-get-option-ratio = { $give }で{ $get }（{ $ratio }）
trade-bank-heading = **銀行・港との交易**：出す資源を選んでください（交換レートを表示しています）。
trade-bank-none = **銀行・港との交易**：交換に足りる資源がありません（同じ資源4枚、港があれば3枚か2枚）。
trade-bank-get-text = **{ $resource }**を{ $ratio }で出します（手札{ $held }枚）。もらう資源と回数を選んでください。
trade-bank-get-text-choice = **{ $resource }**を出します（手札{ $held }枚）。レートは{ $ratios }から選べます。もらう資源・回数・レートを選んでください。
trade-bank-confirm-text = 銀行と交易して、**{ $give }**を**{ $get }**にしますか（{ $ratio }）？
trade-bank-has = { $resource }（銀行に{ $count }枚）
trade-placeholder-bank-give = 銀行：出す資源…
trade-placeholder-bank-get = もらう資源…
trade-back = 戻る
trade-confirm = 確定
trade-error-same = 出す資源ともらう資源は別の種類にしてください。
trade-error-ratio = { $resource }は{ $ratio }では交換できません。使えるレートは{ $ratios }です（2:1にはその資源の港、3:1には3:1の港が必要で、4:1はいつでも使えます）。
trade-error-count-low = 回数は1以上にしてください（指定：{ $asked }）。
trade-why-bank = 銀行には{ $cards }しかありません
trade-why-hand = 手札は{ $cards }、レートは{ $ratio }です
trade-error-cannot = 今は{ $give }を{ $get }に交換できません：{ $why }。
trade-error-at-most = この交換は今は{ $most }回までです：{ $why }。

## 交易の提案を作る
trade-offer-heading = **プレイヤーとの交易**：
trade-counter-heading = **{ $name }への逆提案**：
trade-the-proposer = 提案者
trade-no-cards = 出せるカードがありません。
trade-you-give-want = 出す：**{ $give }**、ほしい：**{ $get }**。
trade-choose-both = 下で両方を選んでください。
trade-placeholder-give = 出すカード…（資源ごとに1つ）
trade-placeholder-get = ほしいカード…（資源ごとに1つ）
trade-offer-everyone-button = 全員に提案
trade-offer-to-button = { $name }に提案
trade-send-counter = 逆提案を送る
trade-duplicate-counts = 枚数は資源ごとに1つだけ選んでください（選択：{ $choices }）。この側は空にしたので、選び直してください。

## 交易の提案メッセージ
trade-everyone = 全員
trade-answer-accept = ✅ 承諾
trade-answer-decline = ❌ お断り
trade-answer-counter = ↩️ 逆提案：{ $give }を出すので{ $get }がほしい
trade-offer-text = 🤝 **{ $name }**から{ $to }へ交易の提案：**{ $give }**を出すので**{ $get }**がほしい。
trade-offer-footer = *承諾した人ごとに「{ $confirm }」ボタンがこの下に出て、{ $name }がそれを押すと交易します。提案は手番の終わりに失効します。「{ $accept }」「{ $decline }」「{ $counter }」のボタンか `/catan trade accept`・`decline` で答えてください。*
trade-accept = 承諾
trade-decline = お断り
trade-counter = 逆提案
trade-withdraw = 取り下げ
trade-confirm-with = { $name }と交易
trade-take-counter = { $name }の逆提案で交易
trade-offer-terms = 🤝 { $name }の提案：{ $give }を出すので{ $get }がほしい
trade-ended-traded = ✅ **{ $name }**が**{ $with }**と交易しました：**{ $gave }**を出して**{ $got }**を受け取りました。
trade-ended-withdrawn = ~~{ $terms }~~ — 取り下げられました。
trade-ended-replaced = ~~{ $terms }~~ — 新しい提案に置き換えられました。
trade-ended-expired = ~~{ $terms }~~ — 手番の終わりに失効しました。
trade-ended-game-over = ~~{ $terms }~~ — 交易の前にゲームが終了しました。

## 返答とお断り
trade-offer-closed = この提案はもう締め切られています。
trade-no-open-offer = 答えられる提案がありません。
trade-only-current = 交易できるのは手番のプレイヤーだけです（サイコロを振った後）。その人の提案には、提案の下のボタンで答えられます。
trade-own-offer = これはあなた自身の提案です。「{ $accept }」は他のプレイヤーのためのボタンです。誰かが承諾すると提案の下に「{ $confirm }」ボタンが出るので、それを押して交易するか、「{ $withdraw }」で提案を取り下げてください。
trade-not-addressed = その提案はあなた宛てではありません。
trade-not-proposer = この提案でそれができるのは{ $name }だけです。
trade-answered-accept = 承諾しました。{ $name }が交易を確定できます（そのときに手札をもう一度確認します）。
trade-answered-decline = 提案を断りました。
trade-answered-counter = 逆提案（{ $give }を出すので{ $get }がほしい）を{ $name }に送りました。
trade-posted = { $to }への交易の提案を投稿しました。返答はその下に表示されます。
trade-unreadable = `{ $text }`を読み取れません：{ $why }。
trade-name-one-resource = 資源を1つずつ指定してください：木材、レンガ、羊毛、小麦、鉱石
trade-not-playing = { $name }はこのゲームに参加していません。

## 入力されたカード
trade-cards-unknown = `{ $word }`は資源ではありません（木材、レンガ、羊毛、小麦、鉱石）
trade-cards-two-numbers = `{ $word }`の近くに数が2つ続いています
trade-cards-number-last = 数は資源名の後に書いてください（例：レンガ2枚）
