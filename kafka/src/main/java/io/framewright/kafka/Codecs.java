package io.framewright.kafka;

import io.framewright.runtime.Codec;
import io.framewright.runtime.Framewright;
import java.util.Map;
import org.apache.kafka.common.config.ConfigException;

/**
 * The codec a serializer, deserializer or serde made by Kafka from its class name is configured
 * with: the message type's class (or its name) under {@link FramewrightSerde#KEY_TYPE_CONFIG} or
 * {@link FramewrightSerde#VALUE_TYPE_CONFIG}, its codec found with {@link Framewright#codec}.
 */
final class Codecs {
  private Codecs() {}

  static Codec<?> fromConfig(Map<String, ?> configs, boolean isKey) {
    String key = isKey ? FramewrightSerde.KEY_TYPE_CONFIG : FramewrightSerde.VALUE_TYPE_CONFIG;
    Object setting = configs.get(key);
    if (setting == null) {
      throw new ConfigException(key, null, "the message type (a class with a generated"
          + " Framewright codec) is missing: set " + key + " to its class name, or give the"
          + " codec to the constructor");
    }
    Class<?> type;
    if (setting instanceof Class<?> c) {
      type = c;
    } else if (setting instanceof String name) {
      type = load(key, name.trim());
    } else {
      throw new ConfigException(key, setting, "expected a class or a class name");
    }
    try {
      return Framewright.codec(type);
    } catch (IllegalArgumentException e) {
      throw new ConfigException(key, type.getName(), e.getMessage());
    }
  }

  private static Class<?> load(String key, String name) {
    // Kafka instantiates serializers with the context class loader where there is one (its own
    // Utils.newInstance does), so the message type is looked up there first.
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    ClassLoader loader = context != null ? context : Codecs.class.getClassLoader();
    try {
      return Class.forName(name, true, loader);
    } catch (ClassNotFoundException e) {
      throw new ConfigException(key, name, "no such class");
    }
  }

  @SuppressWarnings("unchecked")
  static <T> Codec<T> unchecked(Codec<?> codec) {
    return (Codec<T>) codec;
  }
}
