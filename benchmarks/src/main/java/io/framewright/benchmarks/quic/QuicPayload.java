package io.framewright.benchmarks.quic;

import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import java.util.List;

/** A packet's payload (RFC 9000 section 12.4): frames one after another, to its end. */
@Message
public record QuicPayload(@Remaining List<QuicFrame> frames) {}
