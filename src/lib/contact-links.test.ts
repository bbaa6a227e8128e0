import { mailtoHref, telHref } from './contact-links';

/** What a mail client reads from the link: its recipients and header fields. */
function parse(href: string) {
  const url = new URL(href);
  return { to: decodeURIComponent(url.pathname), fields: Object.fromEntries(url.searchParams) };
}

describe('mailtoHref', () => {
  it('links a plain address as it is', () => {
    expect(mailtoHref('parent@example.com')).toBe('mailto:parent@example.com');
  });

  it.each([
    'me@example.com?cc=attacker@evil.test',
    'me@example.com?bcc=attacker%40evil.test',
    'me@example.com?cc=a@evil.test&subject=Refund&body=click',
    'me@example.com#?cc=attacker@evil.test',
  ])('keeps %s one recipient, with no header fields', (address) => {
    const { to, fields } = parse(mailtoHref(address));
    expect(fields).toEqual({});
    expect(to).toBe(address);
  });

  it('keeps a valid address with ? and & in its local part one recipient', () => {
    const address = "o'brien?cc=x&y@example.com";
    expect(parse(mailtoHref(address))).toEqual({ to: address, fields: {} });
  });

  it('encodes a subject and body as the only fields', () => {
    const href = mailtoHref('parent@example.com', {
      subject: 'Your GAL request & next steps',
      body: 'Hello,\ncc=nobody',
    });
    expect(parse(href)).toEqual({
      to: 'parent@example.com',
      fields: { subject: 'Your GAL request & next steps', body: 'Hello,\ncc=nobody' },
    });
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telHref('(954) 555-0101')).toBe('tel:9545550101');
    expect(telHref('+1 954 555 0101')).toBe('tel:+19545550101');
    expect(telHref('555?call=1+2')).toBe('tel:555'.concat('12'));
  });
});
