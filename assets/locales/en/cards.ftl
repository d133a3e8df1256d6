# cards: English messages (cards). Same ids in both languages.
