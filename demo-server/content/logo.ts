/**
 * The demo logo: a real 48×48 indexed-colour PNG (209 bytes). Kept as a
 * constant because encoding a PNG at runtime would need CRC and deflate code
 * that costs more bytes in the page than the image itself. A module of its own:
 * the server's identity (its icons) needs it before any content is loaded.
 */
export const LOGO_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwAgMAAAAqbBEUAAAADFBMVEUAAABPRuX////1nguxEhwMAAAABHRSTlMA////sy1AiAAAAHBJREFUeNpjYMAHQsEAmQ3hscI4AQwMDKIwTgiSKrA6ZA4jguNALIcVwQmgPicMxCqFclatDA2N/38VzAlbtSo0tP7/Vxhn1ar92DhRIM7//38JKEMxDcUeVBdQ0XPkhDXumEONYJSoR0kUqMkFBwAA+piupNpiO08AAAAASUVORK5CYII=';

export const LOGO_PNG_DATA_URI = `data:image/png;base64,${LOGO_PNG_BASE64}`;
