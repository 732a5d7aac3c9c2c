/**
 * PNG, from annotations alone (W3C Portable Network Graphics (PNG) Specification, also ISO/IEC
 * 15948): the eight-byte signature (5.2) and chunks (5.3) of a four-byte length of the data, a
 * four-byte type, the data and a CRC-32 over the type and the data but not the length, which
 * {@code @Checksum(from = "type")} on {@link PngChunk} says. A chunk's data is decoded by its
 * type's own message: {@link ImageHeader} for IHDR (11.2.2); IEND (11.2.5) has none.
 *
 * <p>{@code @View} on the package: each message of a shape a view reads also gets a zero-copy
 * {@code <Name>View}.
 */
@View
package io.framewright.examples.png;

import io.framewright.annotations.View;
