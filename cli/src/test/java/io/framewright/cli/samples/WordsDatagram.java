package io.framewright.cli.samples;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;

/** A datagram reusing its header: the payload's length read through the header's fields. */
@Message
public record WordsDatagram(
    WordsHeader header,
    @Length(expr = "header.totalLength - header.words * 4") byte[] payload) {}
