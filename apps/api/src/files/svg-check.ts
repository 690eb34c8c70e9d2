/**
 * SVG is a document, not just a picture: it can carry script, event handlers, HTML (in
 * foreignObject) and references that load other resources. An SVG upload is parsed as XML (strict:
 * no DOCTYPE, so no entity tricks) and refused when it holds any of these; what is left draws
 * shapes only.
 */
import { SaxesParser } from 'saxes';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
/** Namespaces of editors' metadata (Inkscape, Sodipodi, RDF, Dublin Core, Creative Commons), inert when drawn. */
const METADATA_NS = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://creativecommons.org/ns#',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://ns.adobe.com/Graphs/1.0/',
  'http://ns.adobe.com/SaveForWeb/1.0/',
  'http://ns.adobe.com/Extensibility/1.0/',
  'http://ns.adobe.com/Variables/1.0/',
  'http://ns.adobe.com/ImageReplacement/1.0/',
  'http://ns.adobe.com/xap/1.0/',
]);
/** Elements that run script, embed other documents or change the document as it is shown. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
  'set',
  'animate',
  'animatemotion',
  'animatetransform',
  'animatecolor',
  'discard',
  'audio',
  'video',
  'canvas',
]);
/** Attributes whose value is a reference: only a fragment of this same file (`#id`) is allowed. */
const REFERENCE_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction']);
/** An embedded raster picture, which an `<image>` may carry inline (editors export icons so). */
const INLINE_RASTER = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/;
const RASTER_HOLDERS = new Set(['image', 'feimage']);
/** In style and presentation values: imports, URLs other than `url(#id)`, legacy script hooks. */
const STYLE_HAZARD = /@import|url\(\s*(?!['"]?#)|expression\s*\(|javascript:|-moz-binding|behavior\s*:/i;

/** The reason an SVG is refused, or null when it only draws. */
export function checkSvg(content: Buffer): string | null {
  const text = content.toString('utf8');
  if (text.includes('\uFFFD')) return 'it is not UTF-8 text';
  const parser = new SaxesParser({ xmlns: true, position: false });
  let problem: string | null = null;
  let depth = 0;
  let rootSeen = false;
  let inStyle = 0;
  const refuse = (reason: string) => {
    problem ??= reason;
  };
  parser.on('doctype', () => refuse('it has a DOCTYPE (entity declarations are not accepted)'));
  parser.on('processinginstruction', (pi) => refuse(`it has a processing instruction <?${pi.target}?>`));
  parser.on('opentag', (tag) => {
    if (depth === 0) {
      if (rootSeen) refuse('it has more than one root element');
      rootSeen = true;
      if (tag.local !== 'svg' || tag.uri !== SVG_NS) refuse('its root element is not <svg> in the SVG namespace');
    }
    depth += 1;
    const name = tag.local.toLowerCase();
    if (tag.uri !== SVG_NS && !METADATA_NS.has(tag.uri)) refuse(`it holds an element outside SVG (<${tag.name}>)`);
    if (FORBIDDEN_ELEMENTS.has(name)) refuse(`it holds <${tag.name}>`);
    if (name === 'style') inStyle += 1;
    for (const attribute of Object.values(tag.attributes)) {
      const local = attribute.local.toLowerCase();
      const value = attribute.value.trim();
      if (local.startsWith('on')) refuse(`it has an event handler (${attribute.name})`);
      else if (
        REFERENCE_ATTRIBUTES.has(local) &&
        (attribute.uri === '' || attribute.uri === XLINK_NS) &&
        !value.startsWith('#') &&
        !(RASTER_HOLDERS.has(name) && INLINE_RASTER.test(value))
      )
        refuse(`it references another resource (${attribute.name}="${value.slice(0, 60)}")`);
      else if (STYLE_HAZARD.test(value)) refuse(`it loads or runs something from an attribute (${attribute.name})`);
    }
  });
  parser.on('closetag', (tag) => {
    depth -= 1;
    if (tag.local.toLowerCase() === 'style') inStyle -= 1;
  });
  const styleText = (value: string) => {
    if (inStyle > 0 && STYLE_HAZARD.test(value)) refuse('its style sheet imports or loads something');
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  try {
    parser.write(text).close();
  } catch (error) {
    // A refusal found before the error (a DOCTYPE whose entity then fails) says more.
    if (problem !== null) return problem;
    return `it is not well-formed XML: ${(error as Error).message.split('\n')[0]}`;
  }
  if (!rootSeen) return 'it has no <svg> element';
  return problem;
}
