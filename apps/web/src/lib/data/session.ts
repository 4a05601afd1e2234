import 'server-only';
import * as auth from '@vitrine/commerce/auth';
import { withDb } from './database';

// Sign-in, sessions, devices (module auth) and the password rules (module security), in process
// (decisions 0059, 0062).
export {
  cookieOptions,
  DEVICE_COOKIE_DAYS,
  roleAllows,
  xsrfPairMatches,
  type Principal,
  type StaffRole,
  type TokenPair,
} from '@vitrine/commerce/auth';
export { PASSWORD_MIN_LENGTH, passwordProblem } from '@vitrine/commerce/security';

export const authenticate = withDb(auth.authenticate);
export const refresh = withDb(auth.refresh);
export const login = withDb(auth.login);
export const principalOfRefreshToken = withDb(auth.principalOfRefreshToken);
export const endAllSessions = withDb(auth.endAllSessions);
export const deviceOf = withDb(auth.deviceOf);
export const issueDeviceToken = withDb(auth.issueDeviceToken);
export const changePassword = withDb(auth.changePassword);
export const forgotPassword = withDb(auth.forgotPassword);
export const resetLinkIsValid = withDb(auth.resetLinkIsValid);
export const resetPassword = withDb(auth.resetPassword);
export const requestSignInLink = withDb(auth.requestSignInLink);
export const signInLinkIsValid = withDb(auth.signInLinkIsValid);
export const redeemSignInLink = withDb(auth.redeemSignInLink);
export const staffRoleOf = withDb(auth.staffRoleOf);
