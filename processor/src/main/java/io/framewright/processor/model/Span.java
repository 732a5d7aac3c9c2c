package io.framewright.processor.model;

/** A flattened field of a fixed layout: path relative to the message, offset and width in bits. */
public record Span(String path, int bitOffset, int bits) {}
