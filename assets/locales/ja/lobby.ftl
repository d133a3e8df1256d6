# lobby: Japanese messages (lobby). Same ids in both languages.

lobby-base-game = 基本ゲーム
lobby-title = カタン — 新しいゲーム
lobby-description =
    { $rules }、{ $target }勝利点で勝利。ホスト：{ $host }
    { "**" }参加** を押して席についてください。{ $count }人そろったらホストが **開始** を押します。
lobby-started = { $rules }。ゲームが始まりました。
lobby-players = 参加者（{ $joined }/{ $max }）
lobby-join = 参加
lobby-leave = 退出
lobby-start = 開始
lobby-cancel = 中止
lobby-joined = ゲームに参加しました。
lobby-left = ゲームから抜けました。
lobby-game-started = ゲームが始まりました。
lobby-cancelled = ゲームは中止されました。
lobby-abandoned = ゲーム{ $game }は{ $who }によって中止されました。
board-random = ランダム配置
board-balanced = バランス調整ランダム配置(6と8が隣り合わない)
board-beginner = 初心者向け配置
board-spiral = ランダム配置(数字はらせん順)
board-fixed = 指定の配置
abandon-confirm = ゲーム { $game } を勝者なしで今すぐ終了しますか？元には戻せません。終了するならボタンを押してください。続けるならこのメッセージを閉じてください。
abandon-button = ゲームを終了する
abandon-done = ゲームを終了しました。

# /catan new：シナリオと追加ルール（レジストリから読む）。
new-scenario-base = 基本ゲーム
new-scenario-unknown = 「{ $name }」というゲームはありません。次から選んでください：{ $known }
modules-not-released = 「{ $name }」はまだ開発中のため、遊べません。
new-scenario-is-rule = { $name }は追加ルールです。追加ルールの欄で指定してください（`{ $code }`）。
new-rules-is-scenario = { $name }はシナリオです。ゲームの欄で選んでください（`{ $code }`）。

# Computer players in the lobby (host only).
lobby-add-computer = 🤖 CPUを追加
lobby-remove-computer = CPUを外す
lobby-no-computer = 外せるCPUがいません。
computer-level-easy = よわい
computer-level-normal = ふつう
computer-level-hard = つよい
lobby-too-many-computers = この卓にはホストのほかに最大{ $max }人までしかCPUを座らせられません。
