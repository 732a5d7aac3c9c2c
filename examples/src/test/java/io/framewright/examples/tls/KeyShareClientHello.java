package io.framewright.examples.tls;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import java.util.List;

/** Section 4.2.8: {@code KeyShareEntry client_shares<0..2^16-1>}. */
@Message
public record KeyShareClientHello(@Length(bits = 16) List<KeyShareEntry> clientShares) {}
