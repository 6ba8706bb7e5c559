import type { RegisterRequest, registerResponseSchema } from '@exchange/contract/auth/access-requests';
import type {
  ChangePasswordRequest,
  DisableGauthRequest,
  GauthSetupRequest,
  LoginRequest,
  LoginResponse,
  OkResponse,
  PoliciesResponse,
  QrCodeResponse,
  VerifyGauthOtpRequest,
} from '@exchange/contract/auth/session';
import type { z } from 'zod';
import { apiFetch, apiRequest } from '../../app/api-client.ts';

// The contract exports the schema but no type for it.
type RegisterResponse = z.infer<typeof registerResponseSchema>;

// Sign-in calls run before there is a session: their 401 means "wrong password or code".
export const login = (body: LoginRequest) =>
  apiRequest<LoginResponse>('/admin/login', { method: 'POST', body, unauthorizedIsError: true });

/** `pendingToken` is the token /admin/login returned for a 2FA account; only this call accepts it. */
export const verifyGauthOtp = (body: VerifyGauthOtpRequest, pendingToken: string) =>
  apiRequest<LoginResponse>('/admin/verifyGauthOtp', {
    method: 'POST',
    body,
    token: pendingToken,
    unauthorizedIsError: true,
  });

/** Runs with the fresh session token, before anything is considered signed in. */
export const fetchPolicies = (userId: string, token: string) =>
  apiRequest<PoliciesResponse>('/admin/policies', { query: { id: userId }, token, unauthorizedIsError: true });

export const register = (body: RegisterRequest) =>
  apiRequest<RegisterResponse>('/auth/register', { method: 'POST', body, unauthorizedIsError: true });

// The session is being dropped anyway, so an already expired one is no reason to redirect.
export const logout = () => apiFetch('/admin/logout', { method: 'POST', unauthorizedIsError: true });

export const changePassword = (body: ChangePasswordRequest) =>
  apiFetch('/admin/changePassword', { method: 'POST', body });

export const fetchGauthQrCode = (signal?: AbortSignal) =>
  apiRequest<QrCodeResponse>('/admin/otp/qrcode', signal ? { signal } : {});

export const setupGauth = (body: GauthSetupRequest) => apiFetch('/admin/otp/gauth/setup', { method: 'POST', body });

export const disableGauth = (body: DisableGauthRequest) =>
  apiFetch('/admin/user/disableGauth', { method: 'PATCH', body });

/** Public: the one-time link's token is the credential. A 400 on `token` means the link is spent or expired. */
export const setPasswordFromLink = (body: { token: string; password: string }) =>
  apiRequest<OkResponse>('/auth/setPassword', { method: 'POST', body, unauthorizedIsError: true });
