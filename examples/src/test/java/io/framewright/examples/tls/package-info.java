/**
 * A TLS 1.3 ClientHello (RFC 8446 sections 4 and 4.1.2), from annotations alone: the Handshake
 * header (msg_type, a 24-bit length), the ClientHello's fixed fields and its vectors, whose
 * length prefixes and bounds are those the RFC's presentation language gives
 * ({@code <0..32>}, {@code <2..2^16-2>} ...), and its extensions (section 4.2): a 16-bit type,
 * a 16-bit length, the data. Five extensions are declared as variants; every other one, and a
 * handshake message other than a ClientHello, is kept by a catch-all of declared shape, its type
 * and its length-prefixed bytes, so that a list of them goes on after an unknown one and
 * re-encodes to the same bytes.
 *
 * <p>{@code @View} on the package: each message of a shape a view reads also gets a zero-copy
 * {@code <Name>View}.
 */
@View
package io.framewright.examples.tls;

import io.framewright.annotations.View;
