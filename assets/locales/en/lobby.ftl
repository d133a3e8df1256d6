# lobby: English messages (lobby). Same ids in both languages.

lobby-base-game = Base game
lobby-title = Catan — new game
lobby-description =
    { $rules }, first to { $target } victory points. Host: { $host }.
    Press **Join** to take a seat; the host presses **Start** when { $count } players are in.
lobby-started = { $rules }. The game has started.
lobby-players = Players ({ $joined }/{ $max })
lobby-join = Join
lobby-leave = Leave
lobby-start = Start
lobby-cancel = Cancel
lobby-joined = You joined the game.
lobby-left = You left the game.
lobby-game-started = The game has started.
lobby-cancelled = The game was cancelled.
lobby-abandoned = Game { $game } was abandoned by { $who }.
board-random = Random board
board-balanced = Balanced random board (no 6/8 side by side)
board-beginner = Beginner board
board-spiral = Random board (numbers in a spiral)
board-fixed = Custom board
abandon-confirm = End game { $game } now, without a winner? This cannot be undone. Press the button to end it, or dismiss this message to keep playing.
abandon-button = End the game
abandon-done = The game has ended.

# /catan new: the scenario and the optional rules, read from the registry.
new-scenario-base = Base game
new-scenario-unknown = “{ $name }” is not a game kaitaku knows. Choose one of: { $known }.
modules-not-released = { $name } is still being built and cannot be played yet.
new-scenario-is-rule = { $name } is an optional rule: give it in the rules option (`{ $code }`).
new-rules-is-scenario = { $name } is a scenario: choose it in the scenario option (`{ $code }`).

# Computer players in the lobby (host only).
lobby-add-computer = 🤖 Add computer
lobby-remove-computer = Remove computer
lobby-no-computer = There is no computer player to remove.
computer-level-easy = easy
computer-level-normal = normal
computer-level-hard = hard
lobby-too-many-computers = This table has room for at most { $max } computer players beside the host.
