# turn: English messages (turn). Same ids in both languages.
