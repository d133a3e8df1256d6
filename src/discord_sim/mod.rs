//! A fake Discord (REST + gateway on loopback) that real serenity/poise clients connect to,
//! validating every request against the official API spec and documented rules.

pub mod validate;
