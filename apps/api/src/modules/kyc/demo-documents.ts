import { PNG } from 'pngjs';

/*
 * Demo KYC documents made in code: an identity card, a selfie holding it, and a utility bill (as a
 * PNG scan or a real PDF with the customer's name and address). Flat shapes compress well, so a
 * document is a few kilobytes; a variant number changes colours and layout.
 */

type Rgb = readonly [number, number, number];

class Canvas {
  readonly png: PNG;
  constructor(readonly width: number, readonly height: number, background: Rgb) {
    this.png = new PNG({ width, height, colorType: 2 });
    this.rect(0, 0, width, height, background);
  }
  private set(x: number, y: number, [r, g, b]: Rgb) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) << 2;
    this.png.data[i] = r;
    this.png.data[i + 1] = g;
    this.png.data[i + 2] = b;
    this.png.data[i + 3] = 255;
  }
  rect(x: number, y: number, w: number, h: number, colour: Rgb) {
    for (let yy = y; yy < y + h; yy++) for (let xx = x; xx < x + w; xx++) this.set(xx, yy, colour);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb) {
    for (let yy = cy - ry; yy <= cy + ry; yy++) {
      for (let xx = cx - rx; xx <= cx + rx; xx++) {
        if (((xx - cx) / rx) ** 2 + ((yy - cy) / ry) ** 2 <= 1) this.set(xx, yy, colour);
      }
    }
  }
  /** Grey bars where a scan would have printed text. */
  textLine(x: number, y: number, w: number, colour: Rgb = [90, 98, 110]) {
    this.rect(x, y, w, 7, colour);
  }
  encode(): Buffer {
    return PNG.sync.write(this.png, { colorType: 2 });
  }
}

const PALETTES: readonly { band: Rgb; paper: Rgb }[] = [
  { band: [22, 93, 160], paper: [228, 238, 248] },
  { band: [150, 40, 60], paper: [247, 232, 234] },
  { band: [30, 120, 80], paper: [229, 244, 236] },
  { band: [120, 80, 20], paper: [246, 238, 222] },
];
const SKIN: readonly Rgb[] = [[241, 200, 170], [198, 140, 100], [141, 85, 60], [224, 172, 130]];
const HAIR: readonly Rgb[] = [[40, 30, 25], [90, 60, 30], [20, 20, 20], [150, 110, 60]];

function portrait(c: Canvas, x: number, y: number, w: number, h: number, variant: number) {
  c.rect(x, y, w, h, [200, 206, 214]);
  const cx = x + Math.floor(w / 2);
  c.ellipse(cx, y + h, Math.floor(w * 0.45), Math.floor(h * 0.35), [60, 70, 90]);
  c.ellipse(cx, y + Math.floor(h * 0.42), Math.floor(w * 0.26), Math.floor(h * 0.27), SKIN[variant % SKIN.length] ?? [230, 190, 160]);
  c.rect(cx - Math.floor(w * 0.27), y + Math.floor(h * 0.12), Math.floor(w * 0.54), Math.floor(h * 0.1), HAIR[variant % HAIR.length] ?? [40, 30, 25]);
}

/** An identity card, front side: a band, a portrait, fields and a machine-readable zone. */
export function idCardPng(variant: number): Buffer {
  const palette = PALETTES[variant % PALETTES.length] ?? PALETTES[0];
  if (!palette) throw new Error('no palette');
  const c = new Canvas(640, 404, palette.paper);
  c.rect(0, 0, 640, 64, palette.band);
  c.textLine(24, 20, 220, [255, 255, 255]);
  c.textLine(24, 38, 140, [220, 230, 240]);
  c.ellipse(590, 32, 22, 22, [230, 190, 60]);
  portrait(c, 28, 92, 170, 210, variant);
  for (let i = 0; i < 6; i++) {
    c.textLine(230, 100 + i * 34, 90, [140, 148, 160]);
    c.textLine(230, 112 + i * 34, 160 + ((variant * 37 + i * 53) % 180));
  }
  c.rect(0, 328, 640, 76, [245, 245, 240]);
  for (let row = 0; row < 2; row++) for (let k = 0; k < 30; k++) c.rect(24 + k * 20, 344 + row * 26, 12, 14, [60, 60, 60]);
  return c.encode();
}

/** The customer holding the card beside the face. */
export function selfiePng(variant: number): Buffer {
  const c = new Canvas(420, 520, [214, 222, 230]);
  c.rect(0, 380, 420, 140, [180, 190, 200]);
  portrait(c, 60, 40, 300, 380, variant);
  const palette = PALETTES[(variant + 1) % PALETTES.length] ?? PALETTES[0];
  if (!palette) throw new Error('no palette');
  c.rect(250, 330, 150, 96, palette.paper);
  c.rect(250, 330, 150, 16, palette.band);
  c.rect(258, 354, 40, 50, [200, 206, 214]);
  c.ellipse(236, 400, 26, 34, SKIN[variant % SKIN.length] ?? [230, 190, 160]);
  return c.encode();
}

/** A utility bill scan: letterhead, address block, a table of charges. */
export function utilityBillPng(variant: number): Buffer {
  const palette = PALETTES[(variant + 2) % PALETTES.length] ?? PALETTES[0];
  if (!palette) throw new Error('no palette');
  const c = new Canvas(595, 842, [252, 252, 250]);
  c.rect(40, 40, 120, 48, palette.band);
  c.textLine(180, 52, 200);
  c.textLine(40, 140, 180);
  c.textLine(40, 156, 220);
  c.textLine(40, 172, 150);
  for (let i = 0; i < 10; i++) {
    c.rect(40, 260 + i * 36, 515, 1, [200, 200, 200]);
    c.textLine(48, 274 + i * 36, 200 + ((variant * 29 + i * 41) % 120), [120, 120, 120]);
    c.textLine(470, 274 + i * 36, 70, [80, 80, 80]);
  }
  c.rect(360, 660, 195, 40, palette.paper);
  c.textLine(380, 676, 150, [30, 30, 30]);
  return c.encode();
}

const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (ch) => `\\${ch}`);

/** A one-page PDF bill naming the customer and the address: text a reviewer can read. */
export function utilityBillPdf(lines: readonly string[]): Buffer {
  const content = [
    'BT /F1 20 Tf 56 780 Td (Demo Power & Water Co.) Tj ET',
    'BT /F1 11 Tf 56 750 Td (Electricity and water bill - for demonstration only) Tj ET',
    ...lines.map((line, i) => `BT /F1 12 Tf 56 ${700 - i * 18} Td (${pdfText(line)}) Tj ET`),
    '56 520 m 540 520 l S',
    'BT /F1 12 Tf 56 500 Td (Amount due: 123.45) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
