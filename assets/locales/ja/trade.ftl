# trade: Japanese messages (trade). Same ids in both languages.
