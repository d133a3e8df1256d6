# lookups: Japanese messages (lookups). Same ids in both languages.
