import { z } from 'zod';
import { phoneNumber } from './auth';
import { countryCode, resultsOf } from './common';
import { postalCodeDigits } from './rules';

export const prizeKind = z.enum(['webinar', 'report', 'physical']);

export const prize = z.object({
  kind: prizeKind,
  title: z.string(),
  description: z.string(),
});

/** What earns an achievement. Only "finish module X" exists so far. */
export const achievementRule = z.object({
  kind: z.literal('complete_module'),
  module_id: z.number().int(),
  module_title: z.string(),
});

/** GET /api/achievements/ items and GET /api/achievements/{id}/ */
export const achievement = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  rule: achievementRule,
  prize,
  progress: z.object({
    completed: z.number().int(),
    total: z.number().int(),
    percent: z.number().min(0).max(100),
  }),
  earned: z.boolean(),
  earned_at: z.iso.datetime({ offset: true }).nullable(),
  /** Physical prizes need a shipping address before they can be sent. */
  user_data_required: z.boolean(),
  user_data_submitted: z.boolean(),
});
export const achievementsResponse = resultsOf(achievement);

/** Spec section 8: attendance counts only after more than this many minutes in the room. */
export const ATTENDANCE_MINUTES = 30;

/** The learner's time in the room as the server recorded it (GET/POST /api/webinars/{id}/attendance/). */
export const webinarAttendance = z.object({
  webinar_id: z.number().int(),
  attended_minutes: z.number().int().nonnegative(),
  /** True once the server credited more than `required_minutes`. */
  counts: z.boolean(),
  required_minutes: z.number().int(),
});

/** What the room reports: entering, still there (about once a minute) and leaving. */
export const attendanceRequest = z.object({ event: z.enum(['join', 'heartbeat', 'leave']) }).strict();

export const webinarAccess = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_at: z.iso.datetime({ offset: true }),
  duration_minutes: z.number().int(),
  /** Present once the learner has redeemed a code for this webinar. */
  join_url: z.string().nullable(),
  /** The code the ally sent this learner ("Enviar códigos" in the console), until it is redeemed. */
  code: z.string().nullable(),
  /** The server's record of the learner's time in the room; the prize state reads it. */
  attendance: webinarAttendance,
});

/** GET /api/achievements/{id}/prize_access/ : 403 until the achievement is earned. */
export const prizeAccess = z.object({
  achievement_id: z.number().int(),
  kind: prizeKind,
  webinar: webinarAccess.nullable(),
  /** For report prizes: where the PDF is generated (the reports service). */
  report_path: z.string().nullable(),
  user_data_required: z.boolean(),
  user_data_submitted: z.boolean(),
});

/**
 * A contact number as people write it on a parcel ("+52 55 1234 5678", "+52 (55) 1234-5678"):
 * spaces, dashes, dots and brackets are dropped, then it must be an international number. Letters
 * are kept, so "55 12ab 5678" is refused rather than read as a shorter number.
 */
export const contactPhoneNumber = z
  .string()
  .overwrite((typed) => typed.replace(/[\s().-]/g, ''))
  .pipe(phoneNumber);

/** POST /api/achievements/{id}/user_data/ : the shipping address a physical prize needs. */
export const shippingAddress = z
  .object({
    recipient_name: z.string().trim().min(1, 'is required').max(120),
    phone_number: contactPhoneNumber,
    street: z.string().trim().min(1, 'is required').max(120),
    exterior_number: z.string().trim().min(1, 'is required').max(20),
    interior_number: z.string().trim().max(20).optional(),
    neighborhood: z.string().trim().min(1, 'is required').max(120),
    city: z.string().trim().min(1, 'is required').max(120),
    state: z.string().trim().min(1, 'is required').max(120),
    postal_code: postalCodeDigits,
    country: countryCode,
    references: z.string().trim().max(300).optional(),
  })
  .strict();
export const userDataResponse = z.object({ status: z.literal('saved'), address: shippingAddress });

/** POST /api/webinars/{id}/redeem_code/ : one code per learner, each code used once. */
export const redeemCodeRequest = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{6,20}$/, 'must be 6 to 20 letters, digits or dashes'),
  })
  .strict();
export const redeemCodeResponse = z.object({
  webinar: webinarAccess,
  redeemed_at: z.iso.datetime({ offset: true }),
});

export type Prize = z.infer<typeof prize>;
export type Achievement = z.infer<typeof achievement>;
export type AchievementsResponse = z.infer<typeof achievementsResponse>;
export type WebinarAccess = z.infer<typeof webinarAccess>;
export type WebinarAttendance = z.infer<typeof webinarAttendance>;
export type AttendanceRequest = z.infer<typeof attendanceRequest>;
export type PrizeAccess = z.infer<typeof prizeAccess>;
export type ShippingAddress = z.infer<typeof shippingAddress>;
export type RedeemCodeRequest = z.infer<typeof redeemCodeRequest>;
export type RedeemCodeResponse = z.infer<typeof redeemCodeResponse>;
