/**
 * The Key URI authenticator apps read from a QR code: `otpauth://totp/Issuer:account?secret=…&issuer=Issuer`
 * (TOTP, 6 digits every 30 seconds, the apps' defaults and the platform's).
 */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer });
  return `otpauth://totp/${label}?${query.toString()}`;
}
