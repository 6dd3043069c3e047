//! Pictures as files: the indexed PNG every board is sent as.

use png::EncodingError;

use crate::{Picture, palette};

/// Encodes a picture as an indexed PNG (8 bits a pixel, the fixed palette): a third of the
/// data of RGB before compression, and exactly the same pixels. Deflate level 2 (zlib-rs) with
/// the Up filter, which turns the rows that repeat the row above (most of a board) into zeros.
/// Measured on the five start positions (`examples` in BENCHMARKS.md): level 1 is a third
/// faster but 20% larger; level 3 and up cost 30–100% more time for 1–5% fewer bytes; no
/// filter or Paeth make larger files.
///
/// # Errors
/// As the PNG encoder's; none for pictures this crate makes.
pub fn encode_png(picture: &Picture) -> Result<Vec<u8>, EncodingError> {
    let (w, h) = picture.dimensions();
    let mut out = Vec::with_capacity(32 * 1024);
    let mut encoder = png::Encoder::new(&mut out, w, h);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette::COLOURS.as_flattened());
    encoder.set_deflate_compression(png::DeflateCompression::Level(2));
    encoder.set_filter(png::Filter::Up);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(picture.indices())?;
    writer.finish()?;
    Ok(out)
}
