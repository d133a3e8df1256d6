# timer: Japanese messages (timer). Same ids in both languages.

timer-log-mark = ⏱（自動）
timer-log-mark-computer = 🤖（CPU）
timer-reminder = ⏰ { $mentions } さん、あなたの番です。{ $link }
timer-reminder-with-timer = ⏰ { $mentions } さん、あなたの番です。{ $at }までに操作しないと、最小限の手が自動で行われます。{ $link }
timer-kick-not-admin = プレイヤーの交代は「サーバー管理」権限を持つメンバーだけができます。
timer-kick-not-player = { $name } さんはこのゲームに参加していません。
timer-kick-already = { $name } さんはすでに交代済みです（その席は自動で進みます）。
timer-kicked = { $name } さんの席は自動進行になりました。ゲームに参加していない人が `/catan takeover` で引き継ぐまで、最小限の手が自動で行われます。
timer-takeover-already-playing = あなたはすでにこのゲームに参加しています。
timer-takeover-none = 引き継げる席がありません。
timer-takeover-not-kicked = { $name } さんの席は引き継げません（交代になった席だけ引き継げます）。
timer-takeover-which = 引き継げる席が複数あります。`/catan takeover player:@名前` か席の番号（`席:2`。CPUの席は番号で）で、どの席か指定してください。
timer-takeover-seat-not-free = 席{ $seat }は引き継げません（除外された人とCPUの席だけが引き継げます）。
timer-taken-over = { $name } さんが { $old } さんの席を引き継ぎました。
timer-seat-reclaimed = { $name } さんが戻り、自分の席で再びプレイします。
timer-reminder-with-computer = ⏰ { $mentions } さん、あなたの番です。{ $at }までに操作しないと、CPUが代わりに進めます。{ $link }
timer-kicked-computer = { $name } さんの席はCPU（{ $level }）が進めることになりました。ゲームに参加していない人が `/catan takeover` で引き継げます。
