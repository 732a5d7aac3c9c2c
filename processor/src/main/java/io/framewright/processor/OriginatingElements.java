package io.framewright.processor;

import io.framewright.processor.model.FieldModel;
import io.framewright.processor.model.MessageModel;
import io.framewright.processor.model.Origin;
import io.framewright.processor.model.TypeRef;
import io.framewright.processor.model.UnionModel;
import io.framewright.processor.model.WireType;
import io.framewright.processor.reading.ElementOrigin;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;
import javax.lang.model.element.Element;

/**
 * The types a generated codec depends on, for {@code Filer.createSourceFile}: the message and
 * every message nested in it, transitively (a fixed nested layout is baked into the nesting
 * codec), and a union's variants. Build tools use them to know which codecs to regenerate when
 * a source file changes.
 */
final class OriginatingElements {
  private OriginatingElements() {}

  static Set<Element> of(MessageModel model) {
    Set<Element> out = new LinkedHashSet<>();
    collect(model, out, new HashSet<>());
    return out;
  }

  private static void collect(MessageModel model, Set<Element> out, Set<TypeRef> seen) {
    if (model == null || !seen.add(model.type())) {
      return;
    }
    add(model.origin(), out);
    for (FieldModel f : model.fields()) {
      collect(f.type(), out, seen);
    }
    if (model.isUnion()) {
      for (UnionModel.Variant v : model.union().variants()) {
        add(v.origin(), out);
        collect(v.model(), out, seen);
      }
    }
  }

  private static void collect(WireType type, Set<Element> out, Set<TypeRef> seen) {
    if (type instanceof WireType.Nested n) {
      collect(n.model(), out, seen);
    } else if (type instanceof WireType.Array a) {
      collect(a.element(), out, seen);
    }
  }

  private static void add(Origin origin, Set<Element> out) {
    if (origin instanceof ElementOrigin e && e.element() != null) {
      out.add(e.element());
    }
  }
}
