import pkg from '../../../package.json' with { type: 'json' };

/** The app's version, from the root package.json, shown by /plt-app-info and the OpenAPI document. */
export const API_VERSION: string = pkg.version;
export const APP_NAME: string = pkg.name;
