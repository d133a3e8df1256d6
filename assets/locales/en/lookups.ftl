# lookups: English messages (lookups). Same ids in both languages.
