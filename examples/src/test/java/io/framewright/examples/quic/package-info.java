/**
 * QUIC frames (RFC 9000 section 19): the frame type a QUIC varint union tag, offsets, lengths
 * and counts QUIC varints (section 16).
 *
 * <p>{@code @View} on the package: each message here also gets a zero-copy {@code <Name>View}.
 */
@View
package io.framewright.examples.quic;

import io.framewright.annotations.View;
