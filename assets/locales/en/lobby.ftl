# lobby: English messages (lobby). Same ids in both languages.
