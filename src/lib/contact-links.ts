// Links that start an email or a call to someone whose address a stranger typed
// (a GAL request). Each part is percent-encoded, so '?', '&' or '%' in what was
// typed can never add a recipient, a subject or a body to the admin's reply
// (e.g. 'me@example.com?cc=attacker@evil.test' must not add a recipient).

export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}) {
  const at = address.lastIndexOf('@');
  const to =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}

/** A tel: link with only what a dialler reads: digits and a leading +. */
export function telHref(phone: string) {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}
