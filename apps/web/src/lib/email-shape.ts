/**
 * Whether a typed address has the shape of an email address (something@domain.tld, no spaces):
 * the one rule every form of the web app checks before the server is asked. Whether the mailbox
 * exists is for the email sent to it to find out.
 */
export const looksLikeEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
