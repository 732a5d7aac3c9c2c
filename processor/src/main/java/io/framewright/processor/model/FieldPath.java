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
  /**
   * The first step of a path to a component of the message that encloses this one
   * ({@code "_parent.flags"}, as Kaitai Struct writes it): a value the enclosing codec passes in.
   */
  public static final String PARENT = "_parent";

  private FieldPath() {}

  /** Whether {@code name} names a component of the enclosing message: {@code _parent.x}. */
  public static boolean isParent(String name) {
    List<String> steps = steps(name);
    return steps.size() == 2 && steps.get(0).equals(PARENT) && !steps.get(1).isEmpty();
  }

  /**
   * The components of its enclosing message that {@code m} reads ({@code x} of each
   * {@code _parent.x} of its {@code @When} and {@code @Count/@Length(field)}), each once, in
   * the order its components first name them: the values its codec takes from the enclosing
   * one. A union's are its variants' ({@code _parent} of a variant is the message holding the
   * union), in the order the variants are declared: the union's codec takes them all and
   * passes each variant the ones it reads.
   */
  public static List<String> context(MessageModel m) {
    List<String> out = new ArrayList<>();
    if (m == null) {
      return out;
    }
    if (m.union() != null) {
      for (UnionModel.Variant v : m.union().variants()) {
        for (String name : context(v.model())) {
          if (!out.contains(name)) {
            out.add(name);
          }
        }
      }
      return out;
    }
    for (FieldModel f : m.fields()) {
      for (String name : readBy(f)) {
        if (isParent(name) && !out.contains(steps(name).get(1))) {
          out.add(steps(name).get(1));
        }
      }
    }
    return out;
  }

  /**
   * The names {@code f}'s {@code @When} and {@code @Count/@Length(field)} read, the condition's
   * first.
   */
  public static List<String> readBy(FieldModel f) {
    List<String> out = new ArrayList<>();
    if (f.conditions().when() != null) {
      out.add(f.conditions().when().field());
    }
    for (SizeSpec size : new SizeSpec[] {f.count(), f.length()}) {
      if (size != null && size.isField()) {
        out.add(size.field());
      }
    }
    return out;
  }

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
