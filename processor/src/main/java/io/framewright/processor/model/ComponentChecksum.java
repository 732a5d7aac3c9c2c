package io.framewright.processor.model;

import java.util.List;

/**
 * {@code @Checksum} on a record component: the component is the checksum field, over a byte
 * range of its message.
 *
 * @param algorithm the algorithm class, or null when javac could not give it to the processor
 * @param algorithmProblem why the generated codec could not make an instance of the algorithm,
 *     or null when it can
 * @param from the component the range starts at, or "" for the message's start
 * @param to the component the range ends after, or "" for none
 * @param expr the range's length in bytes as a size expression, or "" for none
 * @param typeOnly the members written that only the type-level form takes ({@code bits},
 *     {@code at}, ...), in declaration order
 */
public record ComponentChecksum(TypeRef algorithm, String algorithmProblem, String from,
    String to, String expr, List<String> typeOnly) {
  public ComponentChecksum {
    typeOnly = List.copyOf(typeOnly);
  }
}
