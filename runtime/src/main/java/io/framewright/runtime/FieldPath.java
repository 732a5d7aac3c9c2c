package io.framewright.runtime;

/**
 * Builds the dotted path of the field an error is about ({@code Header.corners[2].x}).
 *
 * <p>Generated code throws with the path relative to the codec that noticed the problem; each
 * enclosing codec prepends its part as the exception passes through. Strings are only built on
 * that error path, never while encoding or decoding good data.
 */
final class FieldPath {
  private FieldPath() {}

  static String field(String name, String inner) {
    if (inner == null || inner.isEmpty()) {
      return name;
    }
    if (name == null || name.isEmpty()) {
      return inner;
    }
    return inner.charAt(0) == '[' ? name + inner : name + "." + inner;
  }

  static String element(int index, String inner) {
    String head = "[" + index + "]";
    if (inner == null || inner.isEmpty()) {
      return head;
    }
    return inner.charAt(0) == '[' ? head + inner : head + "." + inner;
  }
}
