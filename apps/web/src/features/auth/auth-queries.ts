import type {
  ChangePasswordRequest,
  DisableGauthRequest,
  GauthSetupRequest,
  LoginRequest,
  VerifyGauthOtpRequest,
} from '@exchange/contract/auth/session';
import type { RegisterRequest } from '@exchange/contract/auth/access-requests';
import type { ForgotPasswordRequest } from '@exchange/contract/auth/password-links';
import { answer, api, bearer, signInApi } from '../../app/api.ts';

/** The sign-in screens' own queries (the rest of this file are one-off calls). */
export const authKeys = {
  all: ['auth'] as const,
  passwordLink: (token: string) => [...authKeys.all, 'passwordLink', token] as const,
};

// Sign-in calls run before there is a session: their 401 means "wrong password or code".
export const login = (body: LoginRequest) => answer(signInApi.POST('/admin/login', { body }));

/** `pendingToken` is the token /admin/login returned for a 2FA account; only this call accepts it. */
export const verifyGauthOtp = (body: VerifyGauthOtpRequest, pendingToken: string) =>
  answer(signInApi.POST('/admin/verifyGauthOtp', { body, headers: bearer(pendingToken) }));

/** Runs with the fresh session token, before anything is considered signed in. */
export const fetchPolicies = (userId: string, token: string) =>
  answer(signInApi.GET('/admin/policies', { params: { query: { id: userId } }, headers: bearer(token) }));

export const register = (body: RegisterRequest) => answer(signInApi.POST('/auth/register', { body }));

// The session is being dropped anyway, so an already expired one is no reason to redirect.
export const logout = () => answer(signInApi.POST('/admin/logout'));

export const changePassword = (body: ChangePasswordRequest) => answer(api.POST('/admin/changePassword', { body }));

export const fetchGauthQrCode = (signal?: AbortSignal) => answer(api.GET('/admin/otp/qrcode', { signal }));

export const setupGauth = (body: GauthSetupRequest) => answer(api.POST('/admin/otp/gauth/setup', { body }));

export const disableGauth = (body: DisableGauthRequest) => answer(api.PATCH('/admin/user/disableGauth', { body }));

/** Public: the one-time link's token is the credential. A 400 on `token` means the link is spent or expired. */
export const setPasswordFromLink = (body: { token: string; password: string }) => answer(signInApi.POST('/auth/setPassword', { body }));

/** Public: whether a set-password link still works, read when its page opens; never uses it up. */
export const checkPasswordLink = (token: string, signal?: AbortSignal) =>
  answer(signInApi.GET('/auth/passwordLinks/{token}', { params: { path: { token } }, signal }));

/** Public: "Forgot password?". The answer is the same whether or not an admin has the e-mail. */
export const requestPasswordReset = (body: ForgotPasswordRequest) => answer(signInApi.POST('/auth/forgotPassword', { body }));
