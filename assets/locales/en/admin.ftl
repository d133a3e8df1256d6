# admin: English messages (admin). Same ids in both languages.
