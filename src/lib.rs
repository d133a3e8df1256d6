//! kaitaku: a Discord bot that hosts games of Catan.
