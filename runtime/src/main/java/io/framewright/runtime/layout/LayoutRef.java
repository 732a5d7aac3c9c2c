package io.framewright.runtime.layout;

import io.framewright.runtime.Framewright;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A reference to the layout of another message (a nested message, a union's variant), resolved
 * when asked: nested layouts may refer back to the one that holds them. Equal when they name the
 * same type.
 */
public final class LayoutRef {
  private final String type;
  private final String name;
  private final Supplier<MessageLayout> resolve;

  /**
   * A reference to the layout {@code resolve} gives, of the type named {@code type} (canonical)
   * and {@code name} (within its package).
   */
  public LayoutRef(String type, String name, Supplier<MessageLayout> resolve) {
    this.type = Objects.requireNonNull(type, "type");
    this.name = Objects.requireNonNull(name, "name");
    this.resolve = Objects.requireNonNull(resolve, "resolve");
  }

  /** The layout of the codec generated for {@code type}, found when first asked for. */
  public static LayoutRef of(Class<?> type) {
    String pkg = type.getPackageName();
    String canonical = type.getCanonicalName();
    String name = pkg.isEmpty() ? canonical : canonical.substring(pkg.length() + 1);
    return new LayoutRef(canonical, name, () -> Framewright.codec(type).description()
        .orElseThrow(() -> new IllegalStateException("the codec of " + canonical
            + " does not describe its layout")));
  }

  /** The canonical name of the referred type. */
  public String type() {
    return type;
  }

  /** The referred type's name within its package ({@code Game.Move}). */
  public String name() {
    return name;
  }

  /** The referred layout. */
  public MessageLayout layout() {
    return resolve.get();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LayoutRef r && r.type.equals(type);
  }

  @Override
  public int hashCode() {
    return type.hashCode();
  }

  @Override
  public String toString() {
    return "LayoutRef[" + type + "]";
  }
}
