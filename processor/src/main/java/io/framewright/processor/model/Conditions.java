package io.framewright.processor.model;

import java.util.List;

/**
 * What decides whether a component is on the wire, as declared.
 *
 * @param flags whether the component is itself a {@code @Flags} field
 * @param presence its {@code @Presence} alternatives, in declaration order (empty if none)
 * @param when its {@code @When} condition, or null
 * @param whenAbsent its {@code @WhenAbsent} value, or null
 * @param trailing whether it is {@code @Trailing}: on the wire only when input remains
 */
public record Conditions(boolean flags, List<Presence> presence, When when, Long whenAbsent,
    Origin whenAbsentOrigin, boolean trailing) {

  public static final Conditions NONE = new Conditions(false, List.of(), null, null, null);

  public Conditions {
    presence = List.copyOf(presence);
  }

  /** Conditions of a component that is not {@code @Trailing}. */
  public Conditions(boolean flags, List<Presence> presence, When when, Long whenAbsent,
      Origin whenAbsentOrigin) {
    this(flags, presence, when, whenAbsent, whenAbsentOrigin, false);
  }

  /** Whether the component may be off the wire. */
  public boolean isConditional() {
    return !presence.isEmpty() || when != null || trailing;
  }

  /**
   * One {@code @Presence}: on the wire, {@code bits} wide (0: the component's own width), when
   * {@code flag} of the flags field {@code field} ("" for the nearest earlier one) is set.
   */
  public record Presence(long flag, String field, int bits, boolean signed, int index) {}

  /** {@code @When(field, equal, notEqual, mask)}: {@code mask} -1 reads the whole field. */
  public record When(String field, List<Long> equal, List<Long> notEqual, long mask) {
    public When {
      equal = List.copyOf(equal);
      notEqual = List.copyOf(notEqual);
    }
  }
}
