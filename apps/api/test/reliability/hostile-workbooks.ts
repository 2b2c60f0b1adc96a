import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Hostile .xlsx files, written byte by byte (a zip of the few parts a workbook needs) so the test
 * controls what the zip claims: sizes that lie, a gigabyte that deflates to a megabyte, a million
 * rows. Built in well under a second, never inflated here.
 */

interface ZipEntry {
  name: string;
  /** Raw deflate bytes. */
  deflated: Buffer;
  crc: number;
  /** What the zip's headers claim the part inflates to. */
  declaredSize: number;
}

const deflated = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text);
  return { name, deflated: deflateRawSync(data), crc: crc32(data), declaredSize: data.length };
};

function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.deflated.length, 20);
    central.writeUInt32LE(e.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts around one worksheet named 'Productos'. */
function workbookAround(sheet: ZipEntry): Buffer {
  return zip([
    deflated(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    deflated(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflated(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Productos" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
  ]);
}

const SHEET = 'xl/worksheets/sheet1.xml';
const GIGABYTE = 1024 ** 3;

/**
 * A sheet whose one cell holds a gigabyte of text: each megabyte deflated once with a full flush
 * (no reference behind it), so the same kilobyte of deflate repeated 1,024 times is a valid stream.
 * `declaredSize` is what the zip claims: the truth, or a lie small enough to pass a size check.
 */
export function gigabyteBomb({ lie }: { lie: boolean }): { file: Buffer; inflatedBytes: number } {
  const head = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`,
  );
  const tail = Buffer.from('</t></is></c></row></sheetData></worksheet>');
  const megabyte = Buffer.alloc(1024 * 1024, 'A');
  const full = { finishFlush: constants.Z_FULL_FLUSH };
  const block = deflateRawSync(megabyte, full);
  const parts = [deflateRawSync(head, full)];
  let crc = crc32(head);
  for (let i = 0; i < GIGABYTE / megabyte.length; i++) {
    parts.push(block);
    crc = crc32(megabyte, crc);
  }
  parts.push(deflateRawSync(tail));
  crc = crc32(tail, crc);
  const inflatedBytes = head.length + GIGABYTE + tail.length;
  const sheet = {
    name: SHEET,
    deflated: Buffer.concat(parts),
    crc,
    declaredSize: lie ? 64 * 1024 : inflatedBytes,
  };
  return { file: workbookAround(sheet), inflatedBytes };
}

/** A product sheet of `rows` rows (a header and one SKU cell each), its dimension saying so. */
export function manyRowsSheet(rows: number): Buffer {
  const body: string[] = [];
  body.push('<row r="1"><c r="A1" t="inlineStr"><is><t>SKU</t></is></c></row>');
  for (let r = 2; r <= rows; r++) body.push(`<row r="${r}"><c><v>${r}</v></c></row>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><dimension ref="A1:A${rows}"/><sheetData>${body.join('')}</sheetData></worksheet>`;
  const data = Buffer.from(xml);
  return workbookAround({
    name: SHEET,
    deflated: deflateRawSync(data, { level: 1 }),
    crc: crc32(data),
    declaredSize: data.length,
  });
}
