package io.framewright.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A name in {@code field = "..."} of {@code @Count}, {@code @Length} or {@code @When} that is a
 * path: components joined by dots ({@code "header.qdCount"}), each step but the last a nested
 * message component, the first one of the record that declares the annotation. Validation
 * checks every step ({@code FieldPathChecks}); generators read the value through the nested
 * records' accessors, which hold it once the first step is decoded.
 */
public final class FieldPath {
  private FieldPath() {}

  /** Whether {@code name} is a path rather than the name of one component. */
  public static boolean isPath(String name) {
    return name.indexOf('.') >= 0;
  }

  /** The names of the steps, in order ("header", "qdCount"); empty ones kept. */
  public static List<String> steps(String path) {
    List<String> out = new ArrayList<>();
    int from = 0;
    for (int dot = path.indexOf('.'); dot >= 0; dot = path.indexOf('.', from)) {
      out.add(path.substring(from, dot));
      from = dot + 1;
    }
    out.add(path.substring(from));
    return out;
  }

  /**
   * The components the steps of a valid path name, from {@code m}'s own to the last; null when
   * a step names no component of a nested message (validation reports it).
   */
  public static List<FieldModel> resolve(MessageModel m, String path) {
    List<FieldModel> out = new ArrayList<>();
    MessageModel in = m;
    for (String step : steps(path)) {
      if (in == null) {
        return null;
      }
      FieldModel found = null;
      for (FieldModel f : in.fields()) {
        if (f.name().equals(step)) {
          found = f;
        }
      }
      if (found == null) {
        return null;
      }
      out.add(found);
      in = found.type() instanceof WireType.Nested n ? n.model() : null;
    }
    return out;
  }
}
