# errors: English messages (errors). Same ids in both languages.
