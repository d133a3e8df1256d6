# modules: Japanese messages (modules). Same ids in both languages.
