package io.framewright.processor.plan;

import io.framewright.processor.model.TypeRef;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a message's view exposes, decided once from its layout and plan ({@link ViewPlanner#plan})
 * before any code is written: its class, the methods that read each component (getters, counts,
 * lengths, cursors, tests of presence), and the view's own methods. Validation reads it for the
 * names a view can not have (FW184, {@link #takenNames}); the view generator writes exactly these
 * methods and checks that it did.
 *
 * @param view the view's class
 * @param getters the methods reading each component, by component name, in declaration order
 * @param own the view's methods that read no component ({@code wrap}, {@code size} ...)
 * @param cursors the simple name of the nested cursor class of each list of messages, by
 *     component
 */
public record ViewPlan(TypeRef view, Map<String, List<Method>> getters, List<Method> own,
    Map<String, String> cursors) {
  public ViewPlan {
    getters = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(getters));
    own = List.copyOf(own);
    cursors = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(cursors));
  }

  /**
   * A method of the view: its name and its parameter types as Java writes them ({@code int},
   * {@code byte[]}, {@code java.lang.String}, {@code io.framewright.runtime.WireReader}).
   */
  public record Method(String name, List<String> parameters) {
    public Method {
      parameters = List.copyOf(parameters);
    }

    public static Method of(String name, String... parameters) {
      return new Method(name, List.of(parameters));
    }
  }

  /**
   * The components whose getter the view can not have (FW184), each with the component whose
   * method takes its name, or null for one of the view's own: another component's method of
   * that name ({@code xsCount()} of a list {@code xs}, {@code textLength()}, {@code hasStamp()}
   * ...), or one of the view's own methods with the getter's parameters ({@code size()}).
   */
  public Map<String, String> takenNames() {
    Map<String, String> out = new LinkedHashMap<>();
    getters.forEach((component, mine) -> {
      for (Map.Entry<String, List<Method>> other : getters.entrySet()) {
        if (!other.getKey().equals(component)
            && other.getValue().stream().anyMatch(m -> m.name().equals(component))) {
          out.putIfAbsent(component, other.getKey());
        }
      }
      for (Method m : own) {
        // Any of the component's methods with those parameters: a list {@code size} has
        // {@code size(int)}, but {@code sizeCount()} beside the view's own {@code size()} would
        // leave a reader guessing which {@code size} is the component's.
        if (m.name().equals(component)
            && mine.stream().anyMatch(g -> g.parameters().equals(m.parameters()))) {
          out.putIfAbsent(component, null);
        }
      }
    });
    return out;
  }
}
