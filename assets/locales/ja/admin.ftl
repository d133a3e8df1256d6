# admin: Japanese messages (admin). Same ids in both languages.

admin-not-admin = `/catan-admin` はサーバー管理者(サーバー管理権限)だけが使えます。何も変更していません。

## Settings summary
admin-summary-title = このサーバーのカタン設定
admin-summary-hint = `/catan-admin settings` にオプションを付けると設定を変更できます。
admin-summary-changed = 変更しました: { $changes }
admin-summary-same = すでにその設定です。何も変わっていません。
admin-field-variants = 使えるバリアント
admin-field-defaults = 新しいゲームの既定
admin-field-timer = 手番の制限時間
admin-field-reminders = リマインダー
admin-field-starters = ゲームを始められる人
admin-field-channels = ゲームを遊べるチャンネル
admin-field-language = 公開メッセージの言語
admin-field-board = 新しいゲームの盤面
admin-variants-base-only = 基本ゲームのみ
admin-variants-all-label = all(すべてのバリアント)
admin-variants-none-label = none(基本ゲームのみ)
admin-defaults-none = 未設定: ルールが許す最大人数・10勝利点・基本ゲーム
admin-defaults-base-game = 基本ゲーム
admin-defaults-line = { $players }人・{ $vp }勝利点・{ $rules }
admin-timer-off = なし
admin-field-computer = 時間切れ・除外の席
admin-computer-on = CPU（ふつう）が進める
admin-computer-off = 最小限の手（サイコロと手番終了）だけ
admin-timer-on = 1手ごとに{ $duration }
admin-reminders-off = なし
admin-reminders-on = { $duration }ごと
admin-starters-anyone = 誰でも
admin-starters-role = { $role } のメンバー(と管理者)
admin-starters-admins = 管理者のみ
admin-channels-any = どのチャンネルでも
admin-language-auto = 自動(サーバーの言語: { $language })

## Durations
admin-duration-days = { $n }日
admin-duration-hours = { $n }時間
admin-duration-minutes = { $n }分
admin-duration-seconds = { $n }秒
admin-duration-off-label = off(なし)

## Refused settings
admin-duration-bad = { $field }: 「{ $text }」は時間として読めません。30m、2h、1d、off のように書いてください。何も変更していません。
admin-duration-too-short = { $field }は1分以上にしてください(入力: 「{ $text }」)。何も変更していません。
admin-duration-too-long = { $field }は30日以内にしてください(入力: 「{ $text }」)。何も変更していません。
admin-variants-empty = バリアントをカンマ区切りで書くか({ $known })、all か none と書いてください。何も変更していません。
admin-variants-unknown = 「{ $name }」というバリアントはありません。バリアント: { $known }(または all、none)。何も変更していません。
admin-default-rules-not-allowed = { $rules }はこのサーバーで許可されていないため、既定にできません。先に `variants` オプションで許可してください。何も変更していません。
admin-defaults-invalid = この既定では遊べません: { $reason }(このルールは{ $min }〜{ $max }人用です)。何も変更していません。
admin-target-range = 勝利点の目標は3〜30にしてください({ $vp }は不可)。何も変更していません。
admin-starters-conflict = 開始できるロールと「始められる人」は、どちらか一方だけ指定してください。何も変更していません。
admin-channels-conflict = チャンネルの追加・削除・全チャンネル許可は、一度に1つだけ指定してください。何も変更していません。
admin-channel-not-listed = { $channel } はゲーム用チャンネルに入っていません。何も変更していません。

## Applied to /catan new
admin-new-channel-refused = このチャンネルではゲームを始められません。このサーバーでは次のチャンネルで遊べます: { $channels }
admin-new-role-refused = このサーバーでは、{ $role } のメンバー(と管理者)だけがゲームを始められます。
admin-new-admins-refused = このサーバーでは、管理者だけがゲームを始められます。

## Ending a game
admin-end-none = { $channel } に進行中のゲームはありません。何も終了していません。
admin-end-done = { $channel } のゲーム { $game } を終了しました。管理者による終了として記録されています。
admin-end-public = ゲーム { $game } は管理者({ $admin })によって終了されました。
admin-end-message = このゲームは管理者によって終了されました。
admin-history-ended = ゲーム { $game } — { $turns }手番で管理者が終了({ $players }人、{ $when })
