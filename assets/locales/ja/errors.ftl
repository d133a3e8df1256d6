# errors: Japanese messages (errors). Same ids in both languages.
