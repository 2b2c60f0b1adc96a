import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../../../test/pdf-fixtures';
import { decodeNames, inspectPdf } from './pdf-inspection';

const jsAction = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

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
  });

  it.each([
    ['JavaScript on open', { catalog: '/OpenAction 6 0 R', objects: [jsAction] }],
    ['an action dictionary on open', { catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>' }],
    ['a JavaScript name tree', { catalog: '/Names << /JavaScript 6 0 R >>', objects: ['<< >>'] }],
    ['a bare /JS string', { objects: ['<< /JS (app.alert\\(1\\)) >>'] }],
    [
      'additional actions',
      { catalog: '/AA << /WC 6 0 R >>', objects: ['<< /S /Named /N /Print >>'] },
    ],
    ['a launch action', { objects: ['<< /S /Launch /F (calc.exe) >>'] }],
    [
      'an embedded file',
      { catalog: '/Names << /EmbeddedFiles 6 0 R >>', objects: ['<< /Names [(a.exe) 7 0 R] >>'] },
    ],
    ['a file attachment without the EmbeddedFile type', { objects: ['<< /EF << /F 7 0 R >> >>'] }],
    ['a hex-escaped name (/J#61vaScript)', { objects: ['<< /S /J#61vaScript /J#53 (x) >>'] }],
    ['a hex-escaped /OpenAction', { catalog: '/Op#65nAction 6 0 R', objects: [jsAction] }],
    ['an action hidden in a compressed object stream', { compressed: [jsAction] }],
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
          compressed: [jsAction],
          objectStreamDict: '/DecodeParms << /Predictor 12 /Columns 4 >>',
        }),
      ),
    ).toBe('UNREADABLE');
    const broken = buildPdf({ compressed: ['<< >>'] });
    const at = broken.indexOf('stream\n', broken.indexOf('/ObjStm')) + 'stream\n'.length;
    broken.fill(0x41, at + 2, at + 12);
    expect(inspectPdf(broken)).toBe('UNREADABLE');
  });

  it('refuses HTML and SVG behind a %PDF- header', () => {
    for (const markup of [
      '<html><script>alert(1)</script></html>',
      '<svg onload="alert(1)"/>',
      '<!DOCTYPE html>',
    ]) {
      expect(inspectPdf(Buffer.from(`%PDF-1.4\n${markup}\n%%EOF\n`))).toBe('MARKUP');
    }
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
