//! The bundled fonts, loaded once into a shared font database.
//!
//! Only the fonts in `assets/fonts/` are used, never the machine's, so the same view gives the
//! same image everywhere. Latin text uses DejaVu Sans; characters it lacks fall back to
//! IPAexGothic (Japanese) and Noto Color Emoji.

use std::sync::{Arc, OnceLock};

use resvg::usvg::fontdb::{Database, Source};

use super::RenderError;

/// The font family list used by every `<text>` in the templates.
pub const FONT_FAMILY: &str = "DejaVu Sans, IPAexGothic, Noto Color Emoji";

/// A bundled font: its file name and the family it must provide.
struct Bundled {
    file: &'static str,
    family: &'static str,
    data: &'static [u8],
}

const BUNDLED: [Bundled; 4] = [
    Bundled {
        file: "DejaVuSans.ttf",
        family: "DejaVu Sans",
        data: include_bytes!("../../../assets/fonts/DejaVuSans.ttf"),
    },
    Bundled {
        file: "DejaVuSans-Bold.ttf",
        family: "DejaVu Sans",
        data: include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf"),
    },
    Bundled {
        file: "ipaexg.ttf",
        family: "IPAexGothic",
        data: include_bytes!("../../../assets/fonts/ipaexg.ttf"),
    },
    Bundled {
        file: "NotoColorEmoji.ttf",
        family: "Noto Color Emoji",
        data: include_bytes!("../../../assets/fonts/NotoColorEmoji.ttf"),
    },
];

/// A bundled font that did not load: (file, family it should provide).
type Missing = (&'static str, &'static str);

static FONTS: OnceLock<Result<Arc<Database>, Missing>> = OnceLock::new();

/// The shared font database with the bundled fonts (built on first use).
pub fn database() -> Result<Arc<Database>, RenderError> {
    FONTS
        .get_or_init(build)
        .clone()
        .map_err(|(file, family)| RenderError::Font { file, family })
}

fn build() -> Result<Arc<Database>, Missing> {
    let mut db = Database::new();
    for font in &BUNDLED {
        let ids = db.load_font_source(Source::Binary(Arc::new(font.data)));
        let provides = ids.iter().any(|id| {
            db.face(*id)
                .is_some_and(|f| f.families.iter().any(|(name, _)| name == font.family))
        });
        if !provides {
            return Err((font.file, font.family));
        }
    }
    db.set_sans_serif_family("DejaVu Sans");
    Ok(Arc::new(db))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bundled_fonts_load() {
        let db = database().expect("fonts");
        assert!(db.len() >= 4);
    }
}
