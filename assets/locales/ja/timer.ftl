# timer: Japanese messages (timer). Same ids in both languages.
