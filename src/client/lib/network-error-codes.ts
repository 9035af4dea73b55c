/** The codes shown in the 'Network Error {code}' dialog (spec section 8), one per kind of call. */
export const NETWORK_ERROR_CODES = {
  orgResources: 'AA010207',
  alphaPermission: 'AA010106',
  navigation: 'AA0150160',
  permissions: 'AA0174249',
  signIn: 'AA0349148',
} as const;
