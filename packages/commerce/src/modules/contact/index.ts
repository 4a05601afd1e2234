// What the web app uses of the contact module (in process, no HTTP hop).
export { ContactInputSchema, parseContactInput, submitContact, type ContactInput } from './service.ts';
export * from './topics.ts';
