package io.framewright.examples.tls;

import io.framewright.annotations.Const;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import java.util.List;

/**
 * RFC 8446 section 4.1.2:
 *
 * <pre>
 * struct {
 *     ProtocolVersion legacy_version = 0x0303;    // TLS v1.2
 *     Random random;                              // opaque[32]
 *     opaque legacy_session_id&lt;0..32&gt;;
 *     CipherSuite cipher_suites&lt;2..2^16-2&gt;;      // uint8[2] each
 *     opaque legacy_compression_methods&lt;1..2^8-1&gt;;
 *     Extension extensions&lt;8..2^16-1&gt;;
 * } ClientHello;
 * </pre>
 *
 * A vector's prefix counts bytes, as wide as its ceiling needs (section 3.4).
 */
@Message
public record ClientHello(
    @Const(0x0303) @Field(bits = 16) int legacyVersion,
    @Length(32) byte[] random,
    @Length(bits = 8, max = 32) byte[] legacySessionId,
    @Length(bits = 16, min = 2, max = 65534) @Field(bits = 16) int[] cipherSuites,
    @Length(bits = 8, min = 1) byte[] legacyCompressionMethods,
    @Length(bits = 16, min = 8) List<Extension> extensions) {}
