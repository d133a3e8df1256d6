# admin: Japanese messages (admin). Same ids in both languages.
