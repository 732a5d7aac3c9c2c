package io.framewright.cli;

import io.framewright.runtime.Codec;
import io.framewright.runtime.CodecProvider;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.ValueCodec;
import io.framewright.runtime.WireReader;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * Values of the user's own classes that a custom codec ({@code @Using}) reads and writes: JSON
 * knows nothing of them, so they are the bytes their codec writes, {@code {"hex": "..."}}, read
 * back through the codec's {@code read}.
 *
 * <p>{@code @Using} is not kept at run time, so the codec is found where the generated codecs
 * hold it: the static {@link ValueCodec} fields of every codec the value class's loader sees,
 * whose type argument is the value's class. A class two different value codecs read is none's.
 */
final class CustomValues {
  private CustomValues() {}

  /** The JSON member that holds the bytes. */
  static final String HEX = "hex";

  private static final ClassValue<ValueCodec<Object>> CODECS = new ClassValue<>() {
    @Override
    protected ValueCodec<Object> computeValue(Class<?> type) {
      return find(type);
    }
  };

  /** The one value codec of {@code type}, or null. */
  static ValueCodec<Object> codecOf(Class<?> type) {
    return CODECS.get(type);
  }

  /** The bytes {@code codec} writes for {@code value}. */
  static byte[] bytes(ValueCodec<Object> codec, Object value) {
    byte[] out = new byte[codec.size(value)];
    codec.write(value, out, 0, out.length);
    return out;
  }

  /**
   * The value {@code codec} reads from all of {@code bytes}.
   *
   * @throws JsonInputException if it does not read them, or leaves some
   */
  static Object read(ValueCodec<Object> codec, byte[] bytes, String path) {
    WireReader in = new WireReader(bytes);
    Object value;
    try {
      value = codec.read(in);
    } catch (DecodeException e) {
      throw new JsonInputException(path + ": " + e.getMessage(), e);
    }
    if (in.position() != bytes.length) {
      throw new JsonInputException(path + ": " + codec.getClass().getSimpleName() + " reads "
          + in.position() + " of the " + bytes.length + " bytes of \"" + HEX + "\"");
    }
    return value;
  }

  @SuppressWarnings("unchecked")
  private static ValueCodec<Object> find(Class<?> type) {
    Map<Class<?>, ValueCodec<?>> found = new LinkedHashMap<>();
    try {
      for (ServiceLoader.Provider<CodecProvider> p
          : ServiceLoader.load(CodecProvider.class, type.getClassLoader()).stream().toList()) {
        Codec<?> codec = p.get().codec();
        for (Field f : codec.getClass().getDeclaredFields()) {
          if (Modifier.isStatic(f.getModifiers()) && ValueCodec.class.isAssignableFrom(f.getType())
              && valueType(f.getType()) == type) {
            f.setAccessible(true);
            found.putIfAbsent(f.getType(), (ValueCodec<?>) f.get(null));
          }
        }
      }
    } catch (ServiceConfigurationError | ReflectiveOperationException | RuntimeException e) {
      return null; // no codec to be found: the value is shown as its text
    }
    return found.size() == 1 ? (ValueCodec<Object>) found.values().iterator().next() : null;
  }

  /** The {@code T} a value codec class implements {@code ValueCodec<T>} with, or null. */
  private static Type valueType(Class<?> codec) {
    for (Class<?> c = codec; c != null; c = c.getSuperclass()) {
      for (Type t : c.getGenericInterfaces()) {
        if (t instanceof ParameterizedType p && p.getRawType() == ValueCodec.class) {
          return p.getActualTypeArguments()[0];
        }
      }
    }
    return null;
  }
}
