# cards: Japanese messages (cards). Same ids in both languages.
