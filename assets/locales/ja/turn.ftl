# turn: Japanese messages (turn). Same ids in both languages.
