package io.framewright.runtime;

import java.lang.ref.WeakReference;
import java.util.Collections;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.WeakHashMap;

/**
 * Finds the generated codec of a message type without naming the codec class.
 *
 * <pre>{@code
 * Codec<Position> codec = Framewright.codec(Position.class);
 * }</pre>
 *
 * <p>The codec of {@code com.example.Position} is the class {@code com.example.PositionCodec}
 * ({@code Outer_InnerCodec} for a nested {@code Outer.Inner}). It is loaded by that name with
 * the message type's class loader; when it loads, it registers itself here
 * ({@link #register}). That works in a named module without any {@code provides} clause and
 * without opening packages: no reflection on user types. Failing that (a codec not named by the
 * convention), codecs are found through {@link ServiceLoader} and the service index the
 * annotation processor writes. Found codecs are cached per type. Code that can name the codec
 * ({@code PositionCodec.INSTANCE}) should: it is checked at compile time.
 */
public final class Framewright {
  /**
   * Codecs that registered themselves when they loaded, by message type. Weak both ways: a
   * codec's class holds its {@code INSTANCE}, so the entry lives as long as the codec's class
   * loader, and this map never keeps a loader alive (an application server, a test that
   * compiles codecs at run time, a hot reload would otherwise keep every generation of classes).
   */
  private static final Map<Class<?>, WeakReference<Codec<?>>> REGISTERED =
      Collections.synchronizedMap(new WeakHashMap<>());

  private static final ClassValue<Codec<?>> CODECS = new ClassValue<>() {
    @Override
    protected Codec<?> computeValue(Class<?> type) {
      Codec<?> codec = byName(type);
      if (codec != null) {
        return codec;
      }
      ClassLoader loader = type.getClassLoader();
      for (CodecProvider provider : ServiceLoader.load(CodecProvider.class, loader)) {
        codec = provider.codec();
        if (codec.type() == type) {
          return codec;
        }
      }
      return null;
    }
  };

  private Framewright() {}

  /**
   * The codec generated for {@code type}.
   *
   * @throws IllegalArgumentException if no codec was generated for it (is it annotated with
   *     {@code @Message}, and did the Framewright processor run when it was compiled?)
   */
  @SuppressWarnings("unchecked")
  public static <T> Codec<T> codec(Class<T> type) {
    Codec<?> codec = CODECS.get(type);
    if (codec == null) {
      throw new IllegalArgumentException("no Framewright codec for " + type.getName()
          + ": annotate it with @Message and make sure the framewright-processor runs when it"
          + " is compiled");
    }
    return (Codec<T>) codec;
  }

  /**
   * Called by each generated codec when its class loads, so that {@link #codec} can find it by
   * loading the class by name. Not for applications: a codec whose class is not the one the
   * naming convention gives its type is ignored (it is still found through the service index).
   * Never throws, so that a codec always loads.
   */
  public static void register(Codec<?> codec) {
    Class<?> type = codec.type();
    if (codec.getClass().getName().equals(codecName(type))) {
      REGISTERED.put(type, new WeakReference<>(codec));
    }
  }

  /** Loads (and so initializes and registers) the codec named by the convention, if any. */
  private static Codec<?> byName(Class<?> type) {
    String name = codecName(type);
    if (name == null) {
      return null;
    }
    try {
      // A class of that name that is no codec (the user's own) is not initialized.
      Class<?> codec = Class.forName(name, false, type.getClassLoader());
      if (!Codec.class.isAssignableFrom(codec)) {
        return null;
      }
      Class.forName(name, true, type.getClassLoader());
    } catch (ClassNotFoundException e) {
      return null;
    } catch (ExceptionInInitializerError e) {
      // The codec exists but can not load (see NestedCodecs): say why, not "no codec".
      throw e;
    } catch (LinkageError e) {
      return null;
    }
    WeakReference<Codec<?>> registered = REGISTERED.get(type);
    return registered == null ? null : registered.get();
  }

  /**
   * The binary name the processor gives the codec of {@code type}: its package, then the simple
   * names from the top-level type joined by {@code _}, then {@code Codec}. Null for a type that
   * can not have one (primitive, array, local or anonymous).
   */
  static String codecName(Class<?> type) {
    if (type.isPrimitive() || type.isArray()) {
      return null;
    }
    StringBuilder names = new StringBuilder();
    for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
      if (c.getSimpleName().isEmpty() || c.isLocalClass()) {
        return null;
      }
      names.insert(0, names.length() == 0 ? c.getSimpleName() : c.getSimpleName() + "_");
    }
    String pkg = type.getPackageName();
    return (pkg.isEmpty() ? "" : pkg + ".") + names + "Codec";
  }
}
