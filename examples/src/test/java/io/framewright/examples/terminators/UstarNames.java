package io.framewright.examples.terminators;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Text;

/**
 * The first fields of a POSIX ustar header (pax, "ustar Interchange Format"): name[100],
 * mode[8], uid[8] and gid[8], each a NUL-terminated string NUL-padded to its size, or filling
 * it. Kaitai Struct's {@code size} + {@code terminator: 0} + {@code pad-right: 0} is a fixed
 * {@code @Length} on text: it ends at its first NUL, and every byte after it is NUL.
 */
@Message
public record UstarNames(
    @Length(100) @Text(charset = "US-ASCII") String name,
    @Length(8) @Text(charset = "US-ASCII") String mode,
    @Length(8) @Text(charset = "US-ASCII") String uid,
    @Length(8) @Text(charset = "US-ASCII") String gid) {}
