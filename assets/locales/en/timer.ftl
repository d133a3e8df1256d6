# timer: English messages (timer). Same ids in both languages.
