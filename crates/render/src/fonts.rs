//! The bundled fonts, loaded once into a shared font database.
//!
//! Only the fonts in `assets/fonts/` are used, never the machine's, so the same view gives the
//! same image everywhere. Latin text uses DejaVu Sans; characters it lacks fall back to
//! IPAexGothic (Japanese) and Noto Color Emoji.

use std::sync::{Arc, OnceLock};

use resvg::usvg::FallbackSelectionFn;
use resvg::usvg::fontdb::{Database, ID, Source};

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

/// Chooses the font for a character the text's own font lacks (a Japanese name in DejaVu
/// Sans, an emoji): the first other bundled face of a compatible style that has it, exactly as
/// usvg's default does, but quietly. Falling back is how the templates are meant to work
/// (see [`FONT_FAMILY`]), so usvg's warning for every such text run ("Fallback from DejaVu
/// Sans to IPAexGothic", several per board with a Japanese name) was only noise.
pub fn quiet_fallback() -> FallbackSelectionFn<'static> {
    Box::new(|c, used, db| fallback_face(c, used, db))
}

fn fallback_face(c: char, used: &[ID], db: &Database) -> Option<ID> {
    let base = db.face(*used.first()?)?;
    db.faces()
        .filter(|face| !used.contains(&face.id))
        .filter(|face| {
            // usvg's test: skip only a face that differs in every one of these.
            base.style == face.style || base.weight == face.weight || base.stretch == face.stretch
        })
        .find(|face| has_char(db, face.id, c))
        .map(|face| face.id)
}

/// Whether the face `id` maps `c` to a glyph (its character map, read with skrifa as usvg
/// does).
fn has_char(db: &Database, id: ID, c: char) -> bool {
    use skrifa::MetadataProvider;
    db.with_face_data(id, |data, index| {
        skrifa::FontRef::from_index(data, index)
            .ok()
            .and_then(|font| font.charmap().map(c))
            .is_some()
    })
    .unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn japanese_text_falls_back_to_ipaex_gothic() {
        let db = database().expect("fonts");
        let dejavu = db
            .faces()
            .find(|f| f.families.iter().any(|(name, _)| name == "DejaVu Sans"))
            .map(|f| f.id)
            .expect("DejaVu Sans");
        let chosen = fallback_face('開', &[dejavu], &db).expect("a font for 開");
        let face = db.face(chosen).expect("face");
        assert!(
            face.families.iter().any(|(name, _)| name == "IPAexGothic"),
            "{:?}",
            face.families
        );
        assert_eq!(fallback_face('開', &[], &db), None);
    }

    #[test]
    fn bundled_fonts_load() {
        let db = database().expect("fonts");
        assert!(db.len() >= 4);
    }
}
