package io.framewright.processor.model;

/**
 * {@code @Truncated} on a part of fixed size whose byte length is on the wire: its trailing
 * zero bytes are dropped on encode, down to {@code keep}, and read as zeros on decode (MAVLink
 * 2's payload truncation).
 *
 * @param keep bytes always kept on the wire, zero or not
 */
public record Truncated(int keep) {}
