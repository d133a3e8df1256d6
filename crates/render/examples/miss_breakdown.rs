//! Where a render of a never-seen board spends its time, by stage and static layer, and how
//! far the static layers drawn from sprites are from the same layers drawn from SVG (writes
//! /tmp/rw/svg.png, sprites.png, cmp.png, diff.png): `cargo run --profile ci --example
//! miss_breakdown`. The budgeted figures come from `kaitaku bench render`.
use std::time::Instant;

use kaitaku_engine::board::layout::{LayoutChoice, NumberPlacement};
use kaitaku_engine::random_play::{RandomPlayOptions, play_out};
use kaitaku_engine::{Game, GameConfig};
use kaitaku_render::geometry::Geometry;
use kaitaku_render::layers::stack_for;
use kaitaku_render::scene::{BoardScene, Scene};
use kaitaku_render::{RenderRequest, raster, template};
use rand::SeedableRng;

fn main() {
    let mut t = [0f64; 8];
    let n = 20;
    for i in 0..n {
        let mut config = GameConfig::base(4);
        config.layout = LayoutChoice::Variable {
            numbers: NumberPlacement::Random,
        };
        let mut game = Game::new(config, 1000 + i).unwrap();
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(i);
        play_out(&mut game, &mut rng, RandomPlayOptions::default(), 300);
        let req = RenderRequest {
            view: game.view(None),
            names: vec![
                format!("A{i}"),
                format!("B{i}"),
                "ボブ".into(),
                "Chloé 🦊".into(),
            ],
            highlight: None,
        };
        let geo = Geometry::new(&req.view.tiles, 4).unwrap();
        let scene = Scene {
            board: BoardScene {
                geo: &geo,
                tiles: &req.view.tiles,
                harbors: &req.view.harbors,
                annotations: &req.view.annotations,
                seats: 4,
                names: &req.names,
            },
            view: &req.view,
            items: &req.view.board_items(),
            highlight: None,
            lang: kaitaku_i18n::Lang::En,
        };
        let stack = stack_for(&req.view);
        let s = Instant::now();
        let svg = template::static_svg(&scene.board, stack).unwrap();
        t[0] += s.elapsed().as_secs_f64();
        let s = Instant::now();
        let tree = raster::parse(&svg).unwrap();
        t[1] += s.elapsed().as_secs_f64();
        let s = Instant::now();
        let mut pm = raster::new_pixmap(geo.width, geo.height).unwrap();
        raster::draw(&tree, &mut pm);
        t[2] += s.elapsed().as_secs_f64();
        let s = Instant::now();
        let mut pm2 = raster::new_pixmap(geo.width, geo.height).unwrap();
        kaitaku_render::sprites::draw_statics(&scene.board, stack, &mut pm2).unwrap();
        t[7] += s.elapsed().as_secs_f64();
        if i == n - 1 {
            std::fs::create_dir_all("/tmp/rw").unwrap();
            pm2.save_png("/tmp/rw/sprites.png").unwrap();
            pm.save_png("/tmp/rw/svg.png").unwrap();
            let mut worst = 0u8;
            let mut cnt = 0usize;
            for (a, b) in pm.data().iter().zip(pm2.data()) {
                let d = a.abs_diff(*b);
                worst = worst.max(d);
                if d > 32 {
                    cnt += 1;
                }
            }
            let r = resvg::tiny_skia::IntRect::from_xywh(350, 300, 500, 400).unwrap();
            let (ca, cb) = (pm.clone_rect(r).unwrap(), pm2.clone_rect(r).unwrap());
            let mut side = raster::new_pixmap(1010, 400).unwrap();
            side.draw_pixmap(
                0,
                0,
                ca.as_ref(),
                &Default::default(),
                resvg::tiny_skia::Transform::identity(),
                None,
            );
            side.draw_pixmap(
                510,
                0,
                cb.as_ref(),
                &Default::default(),
                resvg::tiny_skia::Transform::identity(),
                None,
            );
            side.save_png("/tmp/rw/cmp.png").unwrap();
            let mut diff = pm.clone();
            for (d, (a, b)) in diff
                .data_mut()
                .chunks_exact_mut(4)
                .zip(pm.data().chunks_exact(4).zip(pm2.data().chunks_exact(4)))
            {
                let m = a.iter().zip(b).map(|(x, y)| x.abs_diff(*y)).max().unwrap();
                let v = if m > 32 { 0 } else { 255 };
                d.copy_from_slice(&[v, v, v, 255]);
            }
            diff.save_png("/tmp/rw/diff.png").unwrap();
            println!(
                "static sprites vs svg: max channel diff {worst}, channels >32: {cnt}; sprite cache {} bytes",
                kaitaku_render::sprites::cached_bytes()
            );
        }
        let s = Instant::now();
        template::draw_dynamic(&scene, stack.pieces, &mut pm).unwrap();
        t[3] += s.elapsed().as_secs_f64();
        let s = Instant::now();
        template::draw_dynamic(&scene, stack.overlays, &mut pm).unwrap();
        t[4] += s.elapsed().as_secs_f64();
        let s = Instant::now();
        let (png, _) = kaitaku_render::png_encode::encode(&pm, &pm, None).unwrap();
        t[5] += s.elapsed().as_secs_f64();
        let s = Instant::now();
        let img = kaitaku_render::render_png(&req).unwrap();
        t[6] += s.elapsed().as_secs_f64();
        assert!(!png.is_empty() && !img.png.is_empty());
        // each static layer alone
        if i == n - 1 {
            for layer in stack.statics {
                let mut body = String::new();
                layer.write(&scene.board, &mut body).unwrap();
                let doc = template::document(geo.width, geo.height, true, true, &body).unwrap();
                let s = Instant::now();
                let tree = raster::parse(&doc).unwrap();
                let p = s.elapsed().as_secs_f64();
                let s = Instant::now();
                let mut pm = raster::new_pixmap(geo.width, geo.height).unwrap();
                raster::draw(&tree, &mut pm);
                println!(
                    "layer {}: parse {:.2} ms draw {:.2} ms",
                    layer.name(),
                    p * 1e3,
                    s.elapsed().as_secs_f64() * 1e3
                );
            }
        }
    }
    for (name, v) in [
        "static_svg",
        "parse",
        "draw",
        "pieces",
        "overlays",
        "encode",
        "render_png(miss)",
        "draw_statics",
    ]
    .iter()
    .zip(t)
    {
        println!("{name}: {:.2} ms", v * 1e3 / n as f64);
    }
}
