-- The channel message showing each game's open trade offer, so that it can be edited when the
-- offer is answered, carried out, withdrawn or expires (also after a restart).
CREATE TABLE trade_offer_messages (
    game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    offer_id   BIGINT  NOT NULL,
    message_id BIGINT  NOT NULL,
    terms      TEXT    NOT NULL,
    PRIMARY KEY (game_id, offer_id)
);
