import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// DejaVu Sans has every Czech letter (the standard PDF fonts do not); read once, embedded as a subset.
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | null = null;

/** DejaVu Sans regular and bold, for pdfkit documents with Czech text (booking document, invoices). */
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  return (fonts ??= { regular: readFileSync(join(FONT_DIR, 'DejaVuSans.ttf')), bold: readFileSync(join(FONT_DIR, 'DejaVuSans-Bold.ttf')) });
}

/** Collects a pdfkit document's bytes. */
export function pdfBytes(doc: { on(event: string, listener: (...args: never[]) => void): unknown }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The documents' page margin and colours (booking document, invoices): one look. */
export const PDF_MARGIN = 56;
export const PDF_GREY = '#555555';
export const PDF_ACCENT = '#8a4b63';

/**
 * A Czech A4 pdfkit document with DejaVu Sans registered as 'regular' and 'bold', and its bytes once
 * `doc.end()` is called. `issuedAt` is its creation date: pdfkit derives the file id from it, so the
 * same content always gives the same bytes.
 */
export function czechPdfDocument(options: {
  title: string;
  author: string;
  subject?: string;
  issuedAt: Date;
  bottomMargin?: number;
  bufferPages?: boolean;
}): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const { regular, bold } = pdfFonts();
  // pdfkit and its font engine (~5 MB of heap) are loaded with the first document, not at the app's start.
  const PDFDocument = require('pdfkit') as typeof import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PDF_MARGIN, bottom: options.bottomMargin ?? PDF_MARGIN, left: PDF_MARGIN, right: PDF_MARGIN },
    bufferPages: options.bufferPages ?? false,
    font: regular as unknown as string,
    lang: 'cs-CZ',
    displayTitle: true,
    info: {
      Title: options.title,
      Author: options.author,
      ...(options.subject ? { Subject: options.subject } : {}),
      Creator: 'Svatby',
      Producer: 'Svatby',
      CreationDate: options.issuedAt,
      ModDate: options.issuedAt,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  return { doc, done: pdfBytes(doc) };
}
