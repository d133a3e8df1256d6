use kaitaku_engine::random_play::{RandomPlayOptions, play_out};
use kaitaku_engine::{Game, GameConfig};
use rand::SeedableRng;

#[test]
fn random_games_finish() {
    for seed in (0..20u64).map(crate::test_seed) {
        let mut game = Game::new(GameConfig::base(4), seed).unwrap();
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
        let n = play_out(&mut game, &mut rng, RandomPlayOptions::default(), 100_000);
        assert!(
            game.winner().is_some(),
            "seed {seed}: no winner after {n} actions, turn {}",
            game.state().turn
        );
        println!("seed {seed}: {n} actions, {} turns", game.state().turn);
    }
}
