import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { buildPdf, PATHOLOGICAL_PDF_UNITS } from '../../../test/pdf-fixtures';
import { decodeNames, inspectPdf } from './pdf-inspection';

const JS_ACTION = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

describe('inspectPdf', () => {
  it('accepts a plain PDF, a page destination on open and benign object streams', () => {
    expect(inspectPdf(buildPdf())).toBeNull();
    expect(inspectPdf(buildPdf({ catalog: '/OpenAction [3 0 R /Fit]' }))).toBeNull();
    expect(
      inspectPdf(buildPdf({ catalog: '/OpenAction 6 0 R', objects: ['[3 0 R /FitH 792]'] })),
    ).toBeNull();
    expect(
      inspectPdf(buildPdf({ catalog: '/Info 7 0 R', compressed: ['<< /Producer (DIAN) >>'] })),
    ).toBeNull();
    // pdfTeX (hyperref) opens with a go-to action kept in an object stream.
    expect(
      inspectPdf(buildPdf({ catalog: '/OpenAction 7 0 R', compressed: ['[3 0 R /Fit]'] })),
    ).toBeNull();
    expect(
      inspectPdf(
        buildPdf({ catalog: '/OpenAction 7 0 R', compressed: ['<< /S /GoTo /D [3 0 R /Fit] >>'] }),
      ),
    ).toBeNull();
    expect(inspectPdf(buildPdf({ catalog: '/OpenAction << /S /GoTo /D (inicio) >>' }))).toBeNull();
  });

  it('accepts a real PDF with compressed pages, fonts and links (written by pdfkit)', async () => {
    const doc = new PDFDocument({ compress: true });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve) => doc.on('end', resolve));
    doc.fontSize(14).text('REGISTRO ÚNICO TRIBUTARIO', { link: 'https://www.dian.gov.co' });
    for (let i = 0; i < 3; i++)
      doc.addPage().text(`Hoja ${i + 2}: ${'NIT 900544472 '.repeat(200)}`);
    doc.end();
    await done;
    expect(inspectPdf(Buffer.concat(chunks))).toBeNull();
  });

  it.each([
    ['JavaScript on open', { catalog: '/OpenAction 6 0 R', objects: [JS_ACTION] }],
    ['printing on open', { catalog: '/OpenAction << /S /Named /N /Print >>' }],
    [
      'a go-to on open chained to another action',
      { catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next 6 0 R >>', objects: ['<< >>'] },
    ],
    [
      'a link opened on open',
      { catalog: '/OpenAction 6 0 R', objects: ['<< /S /URI /URI (http://x) >>'] },
    ],
    ['a JavaScript name tree', { catalog: '/Names << /JavaScript 6 0 R >>', objects: ['<< >>'] }],
    ['an action on open hidden behind a comment', { catalog: '/OpenAction %x\n<< /S /GoTo >>' }],
    [
      'additional actions',
      { catalog: '/AA << /WC 6 0 R >>', objects: ['<< /S /Named /N /Print >>'] },
    ],
    [
      'a link opened on open, wrapped in an array',
      { catalog: '/OpenAction [ << /S /URI /URI (http://evil) >> ]' },
    ],
    [
      'an array on open that is not a page destination',
      { catalog: '/OpenAction [6 0 R]', objects: ['<< /S /URI /URI (http://x) >>'] },
    ],
    [
      'a page destination followed by more than numbers',
      { catalog: '/OpenAction [3 0 R /Fit << /S /URI /URI (http://x) >>]' },
    ],
    ['a launch action', { objects: ['<< /S /Launch /F (calc.exe) >>'] }],
    [
      'an embedded file',
      { catalog: '/Names << /EmbeddedFiles 6 0 R >>', objects: ['<< /Names [(a.exe) 7 0 R] >>'] },
    ],
    ['a file attachment without the EmbeddedFile type', { objects: ['<< /EF << /F 7 0 R >> >>'] }],
    ['a hex-escaped name (/J#61vaScript)', { objects: ['<< /S /J#61vaScript /J#53 (x) >>'] }],
    ['a hex-escaped /OpenAction', { catalog: '/Op#65nAction 6 0 R', objects: [JS_ACTION] }],
    ['an action hidden in a compressed object stream', { compressed: [JS_ACTION] }],
    [
      'additional actions hidden in an object stream with escaped names',
      { compressed: ['<< /#41A << /O << /S /Launch >> >> >>'] },
    ],
  ])('refuses %s', (_name, parts) => {
    expect(inspectPdf(buildPdf(parts))).toBe('ACTIVE_CONTENT');
  });

  it('refuses an object stream it cannot read rather than trust it', () => {
    expect(
      inspectPdf(
        buildPdf({
          compressed: [JS_ACTION],
          objectStreamDict: '/DecodeParms << /Predictor 12 /Columns 4 >>',
        }),
      ),
    ).toBe('UNREADABLE');
    const broken = buildPdf({ compressed: ['<< >>'] });
    const at = broken.indexOf('stream\n', broken.indexOf('/ObjStm')) + 'stream\n'.length;
    broken.fill(0x41, at + 2, at + 12);
    expect(inspectPdf(broken)).toBe('UNREADABLE');
  });

  it.each([
    ['given by reference', { objectStreamFilter: '9 0 R' }],
    ['given twice', { objectStreamDict: '/Filter /ASCIIHexDecode' }],
  ])('refuses an object stream whose filter is %s', (_name, parts) => {
    expect(inspectPdf(buildPdf({ compressed: [JS_ACTION], ...parts }))).toBe('UNREADABLE');
  });

  // Their speed at 5 MB is measured by bench/pdf-inspection-bench.ts; here, each one's verdict.
  it.each(PATHOLOGICAL_PDF_UNITS)('judges a long run of %s as %s', (_name, unit, verdict) => {
    const body = unit.repeat(Math.floor((256 * 1024) / unit.length));
    expect(inspectPdf(Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`, 'latin1'))).toBe(verdict);
  });

  it('refuses HTML and SVG behind a %PDF- header', () => {
    for (const markup of [
      '<html><script>alert(1)</script></html>',
      '<svg onload="alert(1)"/>',
      '<!DOCTYPE html>',
    ]) {
      expect(inspectPdf(Buffer.from(`%PDF-1.4\n${markup}\n%%EOF\n`))).toBe('MARKUP');
      // Past the first kilobyte, and between the objects of a real document.
      const padded = `%PDF-1.4\n${' '.repeat(1100)}${markup}%%EOF`;
      expect(inspectPdf(Buffer.from(padded))).toBe('MARKUP');
      expect(inspectPdf(buildPdf({ objects: ['<< >>', `(${markup})`] }))).toBe('MARKUP');
    }
  });

  it('accepts markup-like bytes inside stream data, and the e2e RUT fixture', () => {
    const body = Buffer.from('<html><script>alert(1)</script>');
    const stream = Buffer.concat([
      Buffer.from(`<< /Filter /FlateDecode /Length ${body.length} >>\nstream\n`),
      body,
      Buffer.from('\nendstream'),
    ]);
    // The first kilobyte is refused whatever it holds: a browser sniffing the type reads only that.
    const filler = `(${'x'.repeat(1100)})`;
    expect(inspectPdf(buildPdf({ objects: [filler, stream] }))).toBeNull();
    const fixture = readFileSync(new URL('../../../../../e2e/fixtures/rut.pdf', import.meta.url));
    expect(inspectPdf(fixture)).toBeNull();
  });

  it('refuses what is not a PDF', () => {
    expect(inspectPdf(Buffer.from('hola'))).toBe('NOT_PDF');
    expect(inspectPdf(buildPdf().subarray(0, 200))).toBe('NOT_PDF');
  });

  it('does not refuse a PDF for chance bytes in compressed image data', () => {
    // Binary image data holds short names by chance ("/JS", "/AA" followed by anything but a value).
    const noise = Buffer.concat([
      Buffer.from('x/JS x/AA]/EF)'),
      deflateSync(Buffer.alloc(4096, 7)),
    ]);
    const image = Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Filter /FlateDecode /Length ${noise.length} >>\nstream\n`,
      ),
      noise,
      Buffer.from('\nendstream'),
    ]);
    expect(inspectPdf(buildPdf({ objects: [image] }))).toBeNull();
  });

  it('reads #hh escapes as the reader does', () => {
    expect(decodeNames('/J#61va#53cript /Plain (#61)')).toBe('/JavaScript /Plain (#61)');
  });
});
