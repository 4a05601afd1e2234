// Reading the content service (decision 0010): pure rules of §3.1, §3.4, §3.5, §4.3, §5 and the
// fetch wrappers of §7.9 over the shared client. No HTML parser here: sanitisers are passed in.
export * from './banners.ts';
export * from './fetch.ts';
export * from './footer.ts';
export * from './media.ts';
export * from './menu.ts';
export * from './pages.ts';
