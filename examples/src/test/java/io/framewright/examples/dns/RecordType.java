package io.framewright.examples.dns;

import io.framewright.annotations.UnknownValue;
import io.framewright.annotations.WireValue;

/**
 * DNS resource record types (RFC 1035 section 3.2.2, AAAA from RFC 3596). New types keep being
 * assigned (HTTPS is 65, RFC 9460), so the enum is open: a type it does not know decodes to
 * {@link #OTHER}, and the question keeps the number.
 */
public enum RecordType {
  @WireValue(1) A,
  @WireValue(2) NS,
  @WireValue(5) CNAME,
  @WireValue(15) MX,
  @WireValue(16) TXT,
  @WireValue(28) AAAA,
  @UnknownValue OTHER
}
