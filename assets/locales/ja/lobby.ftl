# lobby: Japanese messages (lobby). Same ids in both languages.
