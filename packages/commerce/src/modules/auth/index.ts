// What the web app uses of the auth module (in process, no HTTP hop).
export { cookieOptions, optionalPrincipal, customerGuard, xsrfPairMatches } from './http.ts';
export { DEVICE_COOKIE_DAYS, deviceOf, issueDeviceToken } from './devices.ts';
export {
  redeemSignInLink,
  requestSignInLink,
  SIGN_IN_LINK_MINUTES,
  SIGN_IN_LINK_PATH,
  signInLinkIsValid,
} from './sign-in-links.ts';
export { ACCESS_TOKEN_SECONDS } from './tokens.ts';
// Staff roles: the staff screens (apps/web/src/app/staff) and `npm run ops -- staff:grant`.
export { grantStaffRole, roleAllows, staffRoleOf } from './staff.ts';
export { requireStaff } from './http.ts';
export { STAFF_ROLES, type StaffRole } from './schema.ts';
export {
  authenticate,
  changePassword,
  endAllSessions,
  forgotPassword,
  login,
  principalOfRefreshToken,
  refresh,
  resetLinkIsValid,
  resetPassword,
  REFRESH_GRACE_SECONDS,
  type Principal,
  type TokenPair,
} from './service.ts';
export { deleteExpiredSignIns } from './expired.ts';
