package io.framewright.runtime.layout;

import java.util.List;
import java.util.Objects;

/** When an optional field is on the wire; a field with none always is. */
public sealed interface Condition {

  /**
   * {@code @Presence}: the field is on the wire when one of {@code flags} is set (at most one of
   * them may be).
   */
  record Presence(List<Flag> flags) implements Condition {
    public Presence {
      flags = List.copyOf(flags);
    }
  }

  /**
   * One flag of a {@link Presence}: the bit {@code mask} of the earlier field {@code flagsField},
   * and the width the field has on the wire when this flag is the one set ({@code bits} 0: the
   * field's own).
   */
  record Flag(String flagsField, long mask, int bits, boolean signed) {
    public Flag {
      Objects.requireNonNull(flagsField, "flagsField");
    }
  }

  /**
   * {@code @When}: the field is on the wire when the earlier field {@code field} (a name, or a
   * path into an earlier nested message such as {@code "header.flags"}, or a field of the
   * enclosing message, {@code "_parent.flags"}), masked with
   * {@code mask} (-1: the whole value), is one of {@code values}, or with {@code negated} is none
   * of them.
   */
  record When(String field, long mask, List<Long> values, boolean negated) implements Condition {
    public When {
      Objects.requireNonNull(field, "field");
      values = List.copyOf(values);
    }
  }

  /**
   * {@code @Trailing}: the field is on the wire when any input remains after the fields before
   * it; a message ending with such fields reads to the end of its input.
   */
  record InputRemains() implements Condition {}
}
