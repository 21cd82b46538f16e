/** A learner's reminder settings as the reminders page saves them: daily by WhatsApp, Mexico City's hours. */
export const WHATSAPP_DAILY_PREFERENCES = {
  optedIn: true,
  channel: 'whatsapp',
  frequency: 'daily',
  quietHours: { start: 21, end: 8 },
  timeZone: 'America/Mexico_City',
  language: 'es',
} as const;
