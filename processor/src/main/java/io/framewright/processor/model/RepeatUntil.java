package io.framewright.processor.model;

/**
 * {@code @RepeatUntil} on a list of messages: elements are read until the first whose
 * component {@code field} meets {@code (field & mask) == equal}, that one included.
 *
 * @param field the component of the element type the condition reads
 * @param equal the value that makes an element the last one
 * @param mask bits of the field the condition reads
 * @param max most elements, the last included
 */
public record RepeatUntil(String field, long equal, long mask, int max) {}
