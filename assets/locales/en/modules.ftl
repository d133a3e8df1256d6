# modules: English messages (modules). Same ids in both languages.
