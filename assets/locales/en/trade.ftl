# trade: English messages (trade). Same ids in both languages.
