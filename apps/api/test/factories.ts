import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  BuyerTaxFlags,
  ClientStatus,
  ClientType,
  CompanyRegistrationInput,
  Permission,
} from '@shop/shared';
import type { Db } from '../src/db/client';
import { profiles, roles, userRoles, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';

let sequence = 0;
const next = () => `${process.pid}${++sequence}`;

export interface CreatedUser {
  id: number;
  email: string;
  password: string;
}

interface UserOverrides {
  email?: string;
  password?: string;
  clientType?: ClientType;
  clientStatus?: ClientStatus;
  legalPersonType?: boolean;
  roleName?: string;
  /** The tax flags staff set on an account (docs/taxes.md); all false by default. */
  taxFlags?: Partial<BuyerTaxFlags>;
}

/** Inserts an account straight into the database (no mails, no RUT), as the seed does. */
export async function createUser(db: Db, o: UserOverrides = {}): Promise<CreatedUser> {
  const email = o.email ?? `cliente${next()}@example.com`;
  const password = o.password ?? 'Clave12345';
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      clientType: o.clientType ?? 'DISTRIBUTOR',
      clientStatus: o.clientStatus ?? 'ACTIVE',
      legalPersonType: o.legalPersonType ?? true,
      idType: (o.legalPersonType ?? true) ? 'NIT' : 'CC',
      checkDigit: (o.legalPersonType ?? true) ? 2 : null,
      ...o.taxFlags,
    })
    .returning({ id: users.id });
  await db.insert(profiles).values({
    userId: user!.id,
    fullName: 'Persona de Prueba',
    identificationNumber: '900544472',
    contactPhone: '3105550000',
    billingEmail: email,
    primaryAddress: 'Calle 1 # 2-3',
    municipalityDaneCode: '11001',
    dataTreatmentAuthorization: true,
    notificationAuthorization: false,
  });
  const [role] = await db
    .select()
    .from(roles)
    .where(eq(roles.name, o.roleName ?? 'Cliente'));
  await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  return { id: user!.id, email, password };
}

/** A staff account holding exactly the given permissions, through a role made for it. */
export async function createStaff(db: Db, permissions: Permission[]): Promise<CreatedUser> {
  const roleName = `Rol ${next()}`;
  await db.insert(roles).values({ name: roleName, permissions });
  return createUser(db, { roleName, clientType: 'CLIENT_FINAL', legalPersonType: false });
}

export async function login(
  app: FastifyInstance,
  user: Pick<CreatedUser, 'email' | 'password'>,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** A small but well-formed PDF (header, one page, xref, %%EOF). */
export function pdfBytes(text = 'RUT de prueba'): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** multipart/form-data body with one file field, for app.inject. */
export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----tienda${next()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'fetch',
    },
  };
}

export function companyPayload(
  overrides: Partial<CompanyRegistrationInput> & { urlRUT: string },
): CompanyRegistrationInput {
  return {
    legalPersonType: true,
    fullName: 'María Fernanda Ruiz',
    position: 'Jefe de compras',
    contactPhone: '+57 601 555 1234',
    businessName: 'Conectividad Andina S.A.S.',
    identificationNumber: '900544472',
    email: `compras${next()}@example.com`,
    billingEmail: 'facturacion@example.com',
    clientType: 'SOLUTION_INTEGRATOR',
    primaryAddress: 'Avenida El Dorado # 68C-61',
    location: { municipalityDaneCode: '11001' },
    password: 'Segura2026',
    dataTreatmentAuthorization: true,
    notificationAuthorization: true,
    ...overrides,
  };
}

/** The text of a PDF, through poppler's pdftotext (installed by .ci/run). */
export const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\u00a0/g, ' ');
