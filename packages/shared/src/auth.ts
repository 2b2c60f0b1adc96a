import { z } from 'zod';
import { ClientStatusSchema, ClientTypeSchema } from './client-types';
import { COMPANY_ROLES } from './company-roles';
import { MESSAGES } from './errors';
import { PermissionSchema } from './permissions';

export const LoginInputSchema = z
  .object(
    {
      email: z
        .string({ error: MESSAGES.loginIncomplete })
        .trim()
        .toLowerCase()
        .min(1, MESSAGES.loginIncomplete)
        .max(254, MESSAGES.loginFailed),
      password: z
        .string({ error: MESSAGES.loginIncomplete })
        .min(1, MESSAGES.loginIncomplete)
        .max(128, MESSAGES.loginFailed),
    },
    { error: MESSAGES.loginIncomplete },
  )
  .strict();
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const RoleSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(PermissionSchema),
});

/** Who is signed in: what the SPA needs to draw menus and guard routes. */
export const SessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  clientType: ClientTypeSchema,
  clientStatus: ClientStatusSchema,
  legalPersonType: z.boolean(),
  /**
   * The company the user buys for, with its role there; null for a natural person. Its
   * `accountId` is the company's account: whose prices, taxes, credit and documents are used.
   */
  company: z
    .object({
      accountId: z.number().int(),
      role: z.enum(COMPANY_ROLES),
      businessName: z.string(),
    })
    .nullable(),
  roles: z.array(RoleSummarySchema),
  permissions: z.array(PermissionSchema),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** Login and verify answer `{ token }` as the spec says, plus the user so the SPA needs no token. */
export const SessionResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: SessionUserSchema,
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true) });
