import type { Readable } from 'node:stream';
import type PDFKit from 'pdfkit';
import type PdfMake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// The PDF standard fonts: every reader has them, so nothing is embedded or read from disk but
// pdfkit's own metrics files, and documents stay a few kilobytes.
const STANDARD_FONTS = {
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
};
const FONT_NAMES = new Set<string>(Object.values(STANDARD_FONTS.Helvetica));

/** What pdfkit's (unexported) AFM parser keeps of a standard font's metrics file. */
interface FontMetrics {
  attributes: object;
  glyphWidths: object;
  boundingBoxes: object;
  kernPairs: object;
}

/**
 * pdfkit parses a standard font's metrics file again for every document, about a quarter of the
 * time a payslip takes. The metrics never change and are only read, so each file is parsed once
 * per process. The parser is reached through a probe document's font; should a pdfkit release
 * move it, documents are still right, only slower.
 */
function parseFontMetricsOnce(PDFKitDocument: typeof PDFKit): void {
  const probe = new PDFKitDocument({ font: 'Helvetica' }) as unknown as {
    _font?: { font?: { constructor: { prototype: { parse?: unknown } } } };
  };
  const prototype = probe._font?.font?.constructor.prototype;
  const parse = prototype?.parse;
  if (!prototype || typeof parse !== 'function') return;
  const parsed = new Map<string, FontMetrics>();
  prototype.parse = function (this: FontMetrics, contents: string) {
    const known = parsed.get(contents);
    if (known) return Object.assign(this, known);
    parse.call(this, contents);
    const { attributes, glyphWidths, boundingBoxes, kernPairs } = this;
    parsed.set(contents, { attributes, glyphWidths, boundingBoxes, kernPairs });
  };
}

/** pdfmake set up, loaded by the first document (0.3 s that no start needs). */
let loaded: Promise<typeof PdfMake> | undefined;
function printer() {
  loaded ??= Promise.all([import('pdfmake'), import('pdfkit')]).then(
    ([{ default: pdfmake }, { default: PDFKitDocument }]) => {
      pdfmake.setFonts(STANDARD_FONTS);
      // Built from our data only: no URL is fetched and no local file but a font is read.
      pdfmake.setUrlAccessPolicy(() => false);
      pdfmake.setLocalAccessPolicy((path) => FONT_NAMES.has(path));
      parseFontMetricsOnce(PDFKitDocument);
      return pdfmake;
    },
  );
  return loaded;
}

/** The font documents name in their default style. */
export const PDF_FONT = 'Helvetica';

/**
 * Lays out and renders a document, then hands over its bytes as a stream: a layout error
 * rejects here, before a caller has sent anything.
 */
export async function pdfStream(definition: TDocumentDefinitions): Promise<Readable> {
  const document = await (await printer()).createPdf(definition).getStream();
  document.end();
  return document;
}

/** A whole (small) document in memory: an attachment or an archive entry. */
export async function pdfBuffer(definition: TDocumentDefinitions): Promise<Buffer> {
  return (await printer()).createPdf(definition).getBuffer();
}
