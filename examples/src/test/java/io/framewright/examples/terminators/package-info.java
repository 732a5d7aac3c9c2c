/**
 * Terminator forms from public specifications: a PNG tEXt chunk's keyword ended by a NUL (PNG,
 * section 11.3.4.3), an HTTP/1.1 field line's name up to the ':' the field line then reads and
 * a request line kept with its CR LF (RFC 9112, sections 5 and 3), and the NUL-padded names of
 * a POSIX ustar header (pax, "ustar Interchange Format").
 *
 * <p>{@code @View} on the package: each message here also gets a zero-copy {@code <Name>View}.
 */
@View
package io.framewright.examples.terminators;

import io.framewright.annotations.View;
