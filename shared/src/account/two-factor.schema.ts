import { z } from 'zod';

/*
 * The second factor of owners and administrators (decision 75): TOTP codes from an authenticator app, or one of
 * ten single-use recovery codes.
 */

/** A six-digit code, or a recovery code (`XXXXX-XXXXX`). */
const SecondFactorCode = z.string().trim().min(6).max(32);

/** `POST /api/login` when the account has a second factor: the password was right, the code comes next. */
export const SecondFactorRequiredSchema = z.object({ secondFactorRequired: z.literal(true) });
export type SecondFactorRequired = z.infer<typeof SecondFactorRequiredSchema>;

export const SecondFactorCodeRequestSchema = z.strictObject({ code: SecondFactorCode });
export type SecondFactorCodeRequest = z.infer<typeof SecondFactorCodeRequestSchema>;

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Whether this account may turn it on (owners and administrators). */
  offered: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorEnrolmentSchema = z.object({
  /** Base 32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code (SVG markup). */
  qrCodeSvg: z.string(),
  /** Sent back with the first code; the secret sealed for this account, valid 15 minutes. */
  enrolmentToken: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolmentSchema>;

export const TwoFactorConfirmRequestSchema = z.strictObject({
  enrolmentToken: z.string().min(1).max(1000),
  code: SecondFactorCode,
});
export type TwoFactorConfirmRequest = z.infer<typeof TwoFactorConfirmRequestSchema>;

/** Shown once, when the second factor is turned on. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;
