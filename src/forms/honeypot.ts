/**
 * A field people never see or hear and bots fill in: a submission that carries a value in it is
 * stored marked as spam (left out of the export unless asked for, so a real lead an autofilling
 * browser sent is never lost) with the usual thank-you answer, so the bot learns nothing. The name is one form-filling
 * bots look for; the label tells anyone who reaches it anyway to leave it empty.
 */
export const honeypot = { name: 'website', label: 'Leave this field empty' } as const;
